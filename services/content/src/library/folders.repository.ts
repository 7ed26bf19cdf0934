import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Folder } from './folder.schema';

@Injectable()
export class FoldersRepository {
  constructor(@InjectModel(Folder.name) private readonly model: Model<Folder>) {}

  create(folder: Omit<Folder, 'createdAt'>): Promise<Folder> {
    return this.model.create(folder).then((created) => created.toObject());
  }

  ofCreator(creatorId: string): Promise<Folder[]> {
    return this.model.find({ creatorId }).sort({ name: 1 }).lean<Folder[]>();
  }

  async ownedBy(folderId: string, creatorId: string): Promise<boolean> {
    const folder = await this.model.findById(folderId, { creatorId: 1 }).lean<Folder>();
    return folder?.creatorId === creatorId;
  }

  async rename(
    folderId: string,
    creatorId: string,
    changes: Partial<Pick<Folder, 'name' | 'description'>>,
  ) {
    return this.model
      .findOneAndUpdate({ _id: folderId, creatorId }, { $set: changes }, { new: true })
      .lean<Folder>();
  }

  async remove(folderId: string, creatorId: string): Promise<boolean> {
    return (await this.model.deleteOne({ _id: folderId, creatorId })).deletedCount > 0;
  }
}
