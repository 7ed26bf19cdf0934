import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CategoryDto, FolderDto } from '@tessera/contracts';
import { notFound } from '@tessera/platform';
import { PostsRepository } from '../posts/posts.repository';
import { DEFAULT_CATEGORIES } from './default-categories';
import type { Folder } from './folder.schema';
import { FoldersRepository } from './folders.repository';

export const FOLDER_NOT_FOUND = 'Folder not found';

/** Folders, categories and tags: how posts are organised and browsed. */
@Injectable()
export class LibraryService {
  constructor(
    private readonly folders: FoldersRepository,
    private readonly posts: PostsRepository,
  ) {}

  async foldersOf(creatorId: string): Promise<FolderDto[]> {
    const [folders, counts] = await Promise.all([
      this.folders.ofCreator(creatorId),
      this.posts.countsByFolder(creatorId),
    ]);
    return folders.map((folder) => toFolderDto(folder, counts.get(folder._id) ?? 0));
  }

  async createFolder(creatorId: string, name: string, description: string): Promise<FolderDto> {
    const folder = await this.folders.create({ _id: randomUUID(), creatorId, name, description });
    return toFolderDto(folder, 0);
  }

  async updateFolder(
    creatorId: string,
    id: string,
    changes: { name?: string; description?: string },
  ) {
    const folder = await this.folders.rename(id, creatorId, changes);
    if (!folder) throw notFound(FOLDER_NOT_FOUND);
    return toFolderDto(folder, (await this.posts.countsByFolder(creatorId)).get(id) ?? 0);
  }

  async removeFolder(creatorId: string, id: string): Promise<void> {
    if (!(await this.folders.remove(id, creatorId))) throw notFound(FOLDER_NOT_FOUND);
  }

  async categories(): Promise<CategoryDto[]> {
    const counts = await this.posts.publishedCountsBy('category');
    const countOf = (name: string) =>
      [...counts].reduce(
        (sum, [category, count]) =>
          category.toLowerCase() === name.toLowerCase() ? sum + count : sum,
        0,
      );
    return DEFAULT_CATEGORIES.map((category) => ({
      ...category,
      contentCount: countOf(category.name),
    }));
  }

  async tags(limit: number): Promise<Array<{ tag: string; count: number }>> {
    const counts = await this.posts.publishedCountsBy('tags');
    return [...counts]
      .map(([tag, count]) => ({ tag, count }))
      .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
      .slice(0, limit);
  }
}

function toFolderDto(folder: Folder, contentCount: number): FolderDto {
  return {
    id: folder._id,
    name: folder.name,
    description: folder.description,
    creatorId: folder.creatorId,
    contentCount,
  };
}
