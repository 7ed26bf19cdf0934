import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Tokenizer } from '@huggingface/tokenizers' with { 'resolution-mode': 'import' };
import type { OnApplicationShutdown } from '@nestjs/common';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { TextEmbedder } from './text-embedder';

/** all-MiniLM-L6-v2 encodes 384 values per token; its sentence vector is their mean. */
const MINILM_DIMENSIONS = 384;
/**
 * The model's own limit for sentence embeddings (sentence-transformers' max_seq_length), special
 * tokens included. The tokenizer.json shipped with it truncates at 128, which would cut longer
 * descriptions short; that setting is not used.
 */
const MAX_TOKENS = 256;
/**
 * Texts are run one per inference, this many at a time. The quantized model scales its activations
 * over the whole input, so in a batch a text's vector depended on its batch mates (cosine 0.991 to
 * the same text alone); one text per run keeps a text's vector the same wherever it is embedded, a
 * query and a replayed event included. Single-threaded runs side by side came within 20 % of
 * batches of 32 on two cores.
 */
const CONCURRENT_RUNS = Math.min(4, availableParallelism());

/**
 * The quantized all-MiniLM-L6-v2 on ONNX Runtime (CPU): WordPiece tokens with [CLS] and [SEP],
 * at most 256 tokens per text, mean pooling over the attention mask and L2 normalisation, as
 * sentence-transformers computes it; many texts are embedded in parallel runs of one text each.
 * The folder holds `model.onnx` and `tokenizer.json` (infra/local/install.sh `embeddings`).
 */
export class MiniLmTextEmbedder extends TextEmbedder implements OnApplicationShutdown {
  readonly dimensions = MINILM_DIMENSIONS;

  private constructor(
    private readonly session: InferenceSession,
    private readonly tokenizer: Tokenizer,
    private readonly clsId: number,
    private readonly sepId: number,
  ) {
    super();
  }

  /** Reads the model and the tokenizer once; fails when either file is missing or unreadable. */
  static async load(modelDir: string): Promise<MiniLmTextEmbedder> {
    const tokenizerJson: unknown = JSON.parse(
      await readFile(path.join(modelDir, 'tokenizer.json'), 'utf8'),
    );
    // The tokenizer package's types are those of an ES module, which this CommonJS build may only
    // load through import().
    const { Tokenizer: TokenizerClass } = await import('@huggingface/tokenizers');
    const tokenizer = new TokenizerClass(tokenizerJson as object, {});
    const clsId = tokenizer.token_to_id('[CLS]');
    const sepId = tokenizer.token_to_id('[SEP]');
    if (clsId === undefined || sepId === undefined) {
      throw new Error(`${modelDir}/tokenizer.json has no [CLS] or [SEP] token`);
    }
    const session = await InferenceSession.create(path.join(modelDir, 'model.onnx'), {
      executionProviders: ['cpu'],
      graphOptimizationLevel: 'all',
      // Parallel runs use the cores; threads inside one small run mostly wait on each other.
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
    });
    return new MiniLmTextEmbedder(session, tokenizer, clsId, sepId);
  }

  async embed(texts: string[]): Promise<number[][]> {
    const vectors: number[][] = new Array<number[]>(texts.length);
    let next = 0;
    const runner = async () => {
      while (next < texts.length) {
        const index = next++;
        vectors[index] = await this.embedOne(texts[index]);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENT_RUNS, texts.length) }, runner));
    return vectors;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.session.release();
  }

  private async embedOne(text: string): Promise<number[]> {
    const { ids } = this.tokenizer.encode(text, { add_special_tokens: false });
    const tokens = [this.clsId, ...ids.slice(0, MAX_TOKENS - 2), this.sepId];
    const shape = [1, tokens.length];
    // One text, so no padding: the attention mask covers every token and the pooled mean is
    // theirs. Token type ids are all 0 (a single sentence).
    const outputs = await this.session.run({
      input_ids: new Tensor('int64', BigInt64Array.from(tokens, BigInt), shape),
      attention_mask: new Tensor('int64', new BigInt64Array(tokens.length).fill(1n), shape),
      token_type_ids: new Tensor('int64', new BigInt64Array(tokens.length), shape),
    });
    return this.meanPoolNormalised(outputs.last_hidden_state.data as Float32Array, tokens.length);
  }

  /** Mean of the token vectors, scaled to unit length. */
  private meanPoolNormalised(hidden: Float32Array, tokens: number): number[] {
    const dims = this.dimensions;
    const sum = new Float64Array(dims);
    for (let token = 0; token < tokens; token++) {
      for (let d = 0; d < dims; d++) sum[d] += hidden[token * dims + d];
    }
    let squares = 0;
    for (let d = 0; d < dims; d++) {
      sum[d] /= tokens;
      squares += sum[d] * sum[d];
    }
    // sentence-transformers' Normalize layer divides by max(norm, 1e-12).
    const norm = Math.max(Math.sqrt(squares), 1e-12);
    return Array.from(sum, (value) => value / norm);
  }
}
