import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { SERVICE_CONFIG } from '@tessera/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddingsModule } from '../../src/embeddings/embeddings.module';
import { MiniLmTextEmbedder } from '../../src/embeddings/minilm-text-embedder';
import { TextEmbedder } from '../../src/embeddings/text-embedder';

// The model infra/local/install.sh unpacks; infra/local/env.sh names its folder.
const modelDir = process.env.EMBEDDING_MODEL_DIR;

const dot = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * b[i], 0);
const norm = (vector: number[]) => Math.sqrt(dot(vector, vector));

describe('MiniLmTextEmbedder on the real all-MiniLM-L6-v2', () => {
  let embedder: MiniLmTextEmbedder;

  beforeAll(async () => {
    if (!modelDir) throw new Error('EMBEDDING_MODEL_DIR is not set: source infra/local/env.sh');
    embedder = await MiniLmTextEmbedder.load(modelDir);
  });

  afterAll(async () => {
    await embedder?.onApplicationShutdown();
  });

  it('ranks a sunset photo set far above a ramen video for "beach sunset pictures"', async () => {
    const [query, sunset, ramen] = await embedder.embed([
      'beach sunset pictures',
      'Golden hour on the coast: 24 photos of the sun going down over the ocean',
      'Cooking tonkotsu ramen at home, a step-by-step video recipe',
    ]);
    const toSunset = dot(query, sunset);
    const toRamen = dot(query, ramen);
    expect(toSunset).toBeGreaterThan(0.45);
    expect(toRamen).toBeLessThan(0.15);
    expect(toSunset - toRamen).toBeGreaterThan(0.35);
  });

  it('answers 384 values of unit length for every text, empty and non-Latin ones included', async () => {
    const vectors = await embedder.embed(['', 'a', 'Café crème & croissants', '東京の夜景', '🙂']);
    expect(embedder.dimensions).toBe(384);
    expect(vectors).toHaveLength(5);
    for (const vector of vectors) {
      expect(vector).toHaveLength(384);
      expect(vector.every(Number.isFinite)).toBe(true);
      expect(norm(vector)).toBeCloseTo(1, 5);
    }
  });

  it('gives a text the same vector wherever it is embedded', async () => {
    const text = 'Weekly film photography tips for beginners';
    const [first] = await embedder.embed([text]);
    const [second] = await embedder.embed([text]);
    expect(second).toEqual(first);

    // Among 40 texts of other lengths, at the start and at the end, and concurrently with another
    // call: the same vector again, whatever else is embedded at the time.
    const others = Array.from({ length: 37 }, (_, i) => `post number ${i} about travel`);
    const [many, alongside] = await Promise.all([
      embedder.embed([text, 'word '.repeat(120), ...others, text]),
      embedder.embed(['ramen noodles', text]),
    ]);
    expect(many).toHaveLength(40);
    expect(many[0]).toEqual(first);
    expect(many[39]).toEqual(first);
    expect(alongside[1]).toEqual(first);
    expect(dot(many[0], many[2])).toBeLessThan(0.9);
  });

  it('reads at most 256 tokens of a text, as the model was trained to', async () => {
    const long = 'mountain lake sunrise '.repeat(100);
    const [truncated, longer, shorter] = await embedder.embed([
      long,
      `${long} ramen noodles and a cooking video`,
      'mountain lake sunrise '.repeat(20),
    ]);
    // Everything past the 254th word piece is ignored, so the appended words change nothing...
    truncated.forEach((value, i) => expect(value).toBeCloseTo(longer[i], 5));
    // ...while a text within the limit is read whole and differs.
    expect(dot(truncated, shorter)).toBeLessThan(0.9999);
  });
});

@Injectable()
class PostIndexer {
  constructor(readonly embedder: TextEmbedder) {}
}

/** A feature using embeddings, in an application whose validated config names the model folder. */
const indexingApp = (modelFolder: string) => {
  @Module({})
  class ConfigModule {}
  @Module({
    imports: [
      // The platform provides the service's config to every module, as this does.
      {
        module: ConfigModule,
        global: true,
        providers: [{ provide: SERVICE_CONFIG, useValue: { EMBEDDING_MODEL_DIR: modelFolder } }],
        exports: [SERVICE_CONFIG],
      },
      EmbeddingsModule,
    ],
    providers: [PostIndexer],
  })
  class IndexingModule {}
  return NestFactory.createApplicationContext(IndexingModule, {
    logger: false,
    abortOnError: false,
  });
};

describe('EmbeddingsModule', () => {
  it("gives features the MiniLM embedder, loaded from the config's model folder", async () => {
    const app = await indexingApp(modelDir ?? '');
    const { embedder } = app.get(PostIndexer);
    expect(embedder).toBeInstanceOf(MiniLmTextEmbedder);
    const [vector] = await embedder.embed(['sunset']);
    expect(vector).toHaveLength(embedder.dimensions);
    await app.close();
    // Closing the application releases the model.
    await expect(embedder.embed(['sunset'])).rejects.toThrow();
  });

  it('stops the application from starting when the model folder holds no model', async () => {
    await expect(indexingApp('/nonexistent/model')).rejects.toThrow(/tokenizer\.json/);
  });
});
