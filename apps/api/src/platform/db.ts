// The database types platform services take: the pool, or a transaction a caller already opened.
import type { Database } from '../db/client';

export type { Database };
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a query runs: the pool or an open transaction. */
export type Executor = Database | Transaction;
