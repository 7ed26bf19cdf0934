import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A creator's folder for organising their posts. */
@Schema({ collection: 'folders', versionKey: false, timestamps: true })
export class Folder {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, index: true })
  creatorId!: string;

  @Prop({ type: String, required: true })
  name!: string;

  @Prop({ type: String, default: '' })
  description!: string;

  createdAt!: Date;
}

export const FolderSchema = SchemaFactory.createForClass(Folder);
