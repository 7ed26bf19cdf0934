import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { VerificationDocument } from './verification-document.schema';

@Injectable()
export class VerificationDocumentsRepository extends MongoRepository<VerificationDocument> {
  constructor(@InjectModel(VerificationDocument.name) model: Model<VerificationDocument>) {
    super(model);
  }

  create(doc: VerificationDocument): Promise<VerificationDocument> {
    return this.insertDocument(doc);
  }

  findById(id: string): Promise<VerificationDocument | null> {
    return this.model.findById(id).lean<VerificationDocument>();
  }

  async delete(id: string): Promise<void> {
    await this.model.deleteOne({ _id: id });
  }
}
