import { inject } from 'vitest';

// Test files and the services they start read the infrastructure's addresses from the environment.
Object.assign(process.env, inject('infrastructure'));
