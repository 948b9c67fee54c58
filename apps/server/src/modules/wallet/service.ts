import { ErrorCode } from '@playhall/contracts/error-codes';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import { pageCount } from '@playhall/contracts/paging';
import type { Brand } from '@playhall/contracts/system';
import type { Transaction, Wallet } from '@playhall/contracts/wallet';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { ensureVendorWallet, mainWalletCode, vendorWalletCode } from '../ledger/accounts';
import { selectMemberWallets, type WalletRow } from '../ledger/balances';
import { UnknownAccountError, withRetry } from '../ledger/ledger-error';
import { type Posted, post } from '../ledger/post';
import { selectStatement } from '../ledger/statements';

export type TransferVendor = { code: string; displayName: string; status: string };

export type ContractMenus = {
  dividend: boolean;
  dailySalary: boolean;
  hourlySalary: boolean;
  realtimeSalary: boolean;
};

export type WalletDeps = {
  database: Database;
  brand: () => Promise<Brand>;
  transferVendors: () => Promise<TransferVendor[]>;
  /** Which contract record pages the member's agent menu shows (the contracts module, through the wiring). */
  contractMenus: (memberId: bigint) => Promise<ContractMenus>;
};

const MAIN = 'MAIN';

/**
 * The member's wallets: the main wallet and one per transfer-wallet vendor. Transfers between them are ledger
 * postings keyed by the client's request id, so a retried request never moves money twice.
 */
export function createWalletService({ database, brand, transferVendors, contractMenus }: WalletDeps) {
  function toWallet(row: WalletRow, names: Map<string, string>): Wallet {
    return {
      wallet: row.vendor_code ?? MAIN,
      name: row.vendor_code ? (names.get(row.vendor_code) ?? row.vendor_code) : MAIN,
      balance: formatAmount(row.balance),
      available: formatAmount(row.balance - row.held),
    };
  }

  async function wallets(memberId: bigint, single: boolean): Promise<Wallet[]> {
    const [rows, vendors] = await Promise.all([selectMemberWallets(database, memberId), transferVendors()]);
    const names = new Map(vendors.map((vendor) => [vendor.code, vendor.displayName]));
    const main = rows.find((row) => row.vendor_code === null);
    const result = main ? [toWallet(main, names)] : [];
    if (single) return result;
    for (const vendor of vendors) {
      const row = rows.find((candidate) => candidate.vendor_code === vendor.code);
      result.push(
        row
          ? toWallet(row, names)
          : { wallet: vendor.code, name: vendor.displayName, balance: '0.00', available: '0.00' },
      );
    }
    return result;
  }

  async function balance(memberId: bigint) {
    const [rows, brandInfo] = await Promise.all([selectMemberWallets(database, memberId), brand()]);
    const main = rows.find((row) => row.vendor_code === null);
    const amount = main?.balance ?? 0n;
    const held = main?.held ?? 0n;
    return {
      balance: formatAmount(amount),
      held: formatAmount(held),
      available: formatAmount(amount - held),
      currency: brandInfo.currency,
      currencySymbol: brandInfo.currencySymbol,
    };
  }

  async function consolidated(memberId: bigint) {
    const [all, brandInfo, rows, contracts] = await Promise.all([
      wallets(memberId, false),
      brand(),
      selectMemberWallets(database, memberId),
      contractMenus(memberId),
    ]);
    const total = rows.reduce((sum, row) => sum + row.balance, 0n);
    return {
      totalBalance: formatAmount(total),
      currency: brandInfo.currency,
      currencySymbol: brandInfo.currencySymbol,
      wallets: all,
      contracts,
    };
  }

  async function vendorFor(code: string): Promise<TransferVendor> {
    const vendor = (await transferVendors()).find((candidate) => candidate.code === code);
    if (!vendor)
      throw new AppError(400, ErrorCode.VALIDATION_FAILED, 'Unknown wallet.', [
        { field: 'wallet', code: 'INVALID_VALUE', message: `No transfer wallet named ${code}` },
      ]);
    if (vendor.status !== 'ACTIVE') {
      throw new AppError(409, ErrorCode.VENDOR_MAINTENANCE, 'This game provider is under maintenance.');
    }
    return vendor;
  }

  /** One posting between two of the member's wallets, named by code; a vendor wallet is opened on first use. */
  async function move(
    memberId: bigint,
    key: string,
    from: string,
    to: string,
    amount: bigint,
  ): Promise<Posted> {
    const { currency } = await brand();
    const code = (wallet: string) =>
      wallet === MAIN ? mainWalletCode(memberId) : vendorWalletCode(memberId, wallet);
    const attempt = () =>
      withRetry(() =>
        post(database, {
          key,
          kind: 'TRANSFER',
          currency,
          entries: [
            { accountCode: code(from), amount: -amount },
            { accountCode: code(to), amount },
          ],
          reference: key,
          memo: { from, to },
        }),
      );
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof UnknownAccountError)) throw error;
      await ensureVendorWallet(database, memberId, from === MAIN ? to : from);
      return attempt();
    }
  }

  async function affected(from: string, to: string, posted: Posted): Promise<Wallet[]> {
    const names = new Map((await transferVendors()).map((vendor) => [vendor.code, vendor.displayName]));
    return [from, to].map((wallet, index) => {
      const account = posted.accounts[index] ?? { balance: 0n, held: 0n };
      return {
        wallet,
        name: wallet === MAIN ? MAIN : (names.get(wallet) ?? wallet),
        balance: formatAmount(account.balance),
        available: formatAmount(account.balance - account.held),
      };
    });
  }

  /** The answer carries the two wallets as the posting left them: no second round trip. */
  async function transfer(
    memberId: bigint,
    input: { from: string; to: string; amount: string; requestId: string },
  ) {
    if ((input.from === MAIN) === (input.to === MAIN)) {
      throw new AppError(
        400,
        ErrorCode.VALIDATION_FAILED,
        'A transfer goes between the main wallet and one vendor wallet.',
        [
          {
            field: 'to',
            code: 'INVALID_VALUE',
            message: 'One side must be MAIN and the other a vendor wallet.',
          },
        ],
      );
    }
    await vendorFor(input.from === MAIN ? input.to : input.from);
    const key = `transfer:${memberId}:${input.requestId}`;
    const posted = await move(memberId, key, input.from, input.to, parseAmount(input.amount));
    return {
      transactionIds: [posted.transactionId.toString()],
      wallets: await affected(input.from, input.to, posted),
    };
  }

  /** Everything in vendor wallets back to the main wallet ("all back to main"), one posting per wallet. */
  async function transferAllToMain(memberId: bigint, requestId: string) {
    const rows = await selectMemberWallets(database, memberId);
    const transactionIds: string[] = [];
    for (const row of rows) {
      if (row.vendor_code === null || row.balance - row.held <= 0n) continue;
      const amount = row.balance - row.held;
      // The amount is part of the key: a retry finds the wallet empty and moves nothing; money that arrived since
      // is a new amount and moves under a new key.
      const key = `transfer-all:${memberId}:${requestId}:${row.vendor_code}:${amount}`;
      const posted = await move(memberId, key, row.vendor_code, MAIN, amount);
      transactionIds.push(posted.transactionId.toString());
    }
    return { transactionIds, wallets: await wallets(memberId, false) };
  }

  async function statement(
    memberId: bigint,
    query: {
      kinds: readonly string[] | null;
      wallet?: string | undefined;
      startDate?: string | undefined;
      endDate?: string | undefined;
      pageNo: number;
      pageSize: number;
    },
  ) {
    const { rows, total } = await selectStatement(database, {
      memberId,
      kinds: query.kinds,
      wallet: query.wallet ?? null,
      from: query.startDate ? new Date(query.startDate) : null,
      to: query.endDate ? new Date(query.endDate) : null,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    const content: Transaction[] = rows.map((row) => ({
      id: row.entry_id.toString(),
      type: row.kind,
      wallet: row.vendor_code ?? MAIN,
      amount: formatAmount(row.amount),
      balanceAfter: formatAmount(row.balance_after),
      reference: row.reference,
      createdAt: new Date(row.created_at).toISOString(),
    }));
    return {
      content,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalPages: pageCount(total, query.pageSize),
      totalElements: total,
    };
  }

  return { balance, wallets, consolidated, transfer, transferAllToMain, statement };
}

export type WalletService = ReturnType<typeof createWalletService>;
