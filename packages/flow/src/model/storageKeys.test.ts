import { describe, expect, it } from 'vitest';
import { NEW_PRODUCT_NAME, PRODUCT_NAME } from '../product';
import { getBackupKey, getEmergencyBackupKey, getFlowCacheKey, STORAGE_KEYS } from './storageKeys';

describe('storage keys', () => {
  it('are built from the product slug', () => {
    expect(getBackupKey('42')).toBe('plubot-backup-42');
    expect(getEmergencyBackupKey('42')).toBe('plubot-nodes-emergency-backup-42');
    expect(getFlowCacheKey('42')).toBe('plubot-flow-42');
    expect(STORAGE_KEYS.flowStore).toBe('plubot-flow-storage-v5');
  });

  it('names a new bot after the product', () => {
    expect(PRODUCT_NAME).toBe('Plubot');
    expect(NEW_PRODUCT_NAME).toBe('Nuevo Plubot');
  });
});
