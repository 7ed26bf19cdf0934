/**
 * Turns texts into sentence embeddings: unit-length vectors whose dot product is their cosine
 * similarity, so they can be stored in a `knn_vector` field with the `cosinesimil` space.
 */
export abstract class TextEmbedder {
  /** Length of every vector `embed` returns. */
  abstract readonly dimensions: number;

  /** One vector per text, in the order given. */
  abstract embed(texts: string[]): Promise<number[][]>;
}
