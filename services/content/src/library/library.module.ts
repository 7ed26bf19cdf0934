import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PostsModule } from '../posts/posts.module';
import { Folder, FolderSchema } from './folder.schema';
import { FoldersRepository } from './folders.repository';
import { LibraryController } from './library.controller';
import { LibraryService } from './library.service';

/** The creator's folders, and the categories and tags posts are filed under. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Folder.name, schema: FolderSchema }]), PostsModule],
  controllers: [LibraryController],
  providers: [FoldersRepository, LibraryService],
  exports: [FoldersRepository],
})
export class LibraryModule {}
