import mongoose, { Schema } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { documentForInsert, updateForDriver, withoutUndefined } from './driver-writes';

const itemSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    status: { type: String, enum: ['open', 'closed'], default: 'open' },
    count: { type: Number, default: 0 },
    at: { type: Date },
    nested: { type: new Schema({ note: String }, { _id: false }), default: null },
    tags: { type: [String], default: [] },
  },
  { versionKey: false, timestamps: true },
);
const Item = mongoose.model('DriverWritesItem', itemSchema);

describe('documentForInsert', () => {
  it('stores what create would: cast values, defaults and timestamps, no undefined', async () => {
    const doc = await documentForInsert(Item, {
      _id: 'i1',
      name: 'first',
      at: '2026-01-02T03:04:05.000Z' as unknown as Date,
      nested: undefined,
    });
    expect(doc).toEqual({
      _id: 'i1',
      name: 'first',
      status: 'open',
      count: 0,
      at: new Date('2026-01-02T03:04:05.000Z'),
      nested: null,
      tags: [],
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect(Object.values(doc)).not.toContain(undefined);
  });

  it('refuses what create would refuse', async () => {
    await expect(documentForInsert(Item, { _id: 'i2' })).rejects.toThrow(/name/);
    await expect(
      documentForInsert(Item, { _id: 'i3', name: 'x', status: 'lost' as 'open' }),
    ).rejects.toThrow(/status/);
    await expect(
      documentForInsert(Item, { _id: 'i4', name: 'x', count: 'many' as unknown as number }),
    ).rejects.toThrow(/count/);
  });
});

describe('updateForDriver', () => {
  it('drops undefined values and fields the schema does not know, keeps paths, stamps updatedAt', () => {
    const update = updateForDriver(itemSchema, {
      $set: { name: 'renamed', stray: 1, at: undefined, 'nested.note': 'kept' },
      $inc: { count: 1, ghost: 1 },
      $unset: { at: 1 },
    });
    expect(update).toEqual({
      $set: { name: 'renamed', 'nested.note': 'kept', updatedAt: expect.any(Date) },
      $inc: { count: 1 },
      $unset: { at: 1 },
    });
  });

  it('keeps an updatedAt the caller sets', () => {
    const at = new Date('2026-05-05T00:00:00.000Z');
    expect(updateForDriver(itemSchema, { $set: { updatedAt: at } })).toEqual({
      $set: { updatedAt: at },
    });
  });
});

describe('withoutUndefined', () => {
  it('walks objects and arrays but leaves dates and other values whole', () => {
    const at = new Date();
    expect(withoutUndefined({ a: undefined, b: [{ c: undefined, d: 1 }], at })).toEqual({
      b: [{ d: 1 }],
      at,
    });
  });
});
