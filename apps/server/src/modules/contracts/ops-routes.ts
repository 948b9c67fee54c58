import { zContract } from '@playhall/contracts/agent-contracts';
import { envelope, zDone, zIdParam } from '@playhall/contracts/envelope';
import {
  zContractSettings,
  zKindParam,
  zOpsCancelSettlement,
  zOpsContractOverview,
  zOpsContractPage,
  zOpsContractsQuery,
  zOpsEndContract,
  zOpsSettlementPage,
  zOpsSettlementsQuery,
  zSettlementRetried,
  zSettlementRun,
  zUpdateBrandTerms,
} from '@playhall/contracts/ops-contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeAudit } from '../../audit/audit-log';
import type { Database } from '../../db/database';
import { ok } from '../../http/envelope';
import { requestScoped } from '../../http/request-scoped';
import type { OperatorAuth } from '../ops/operator-auth';
import type { ContractOperations } from './contract-operations';
import type { ProcessContract } from './process-contract';

const tags = ['operator console'];

export type ContractOpsRoutesOptions = {
  operatorAuth: OperatorAuth;
  database: Database;
  operations: ContractOperations;
  processing: ProcessContract;
  /** Runs the settlement job now (what is due, then every open payment). */
  settle: () => Promise<number>;
};

/** Contracts in the operator console: brand terms, settings, every contract, stuck payments (issue 14). */
export const contractOpsRoutes: FastifyPluginAsyncZod<ContractOpsRoutesOptions> = async (app, options) => {
  const { operatorAuth, operations, processing, database } = options;
  // The operator is checked before any body is read, and kept for the handler.
  const caller = requestScoped((request) => operatorAuth.requireOperator(request));
  const { onRequest } = caller;
  const operatorId = (request: FastifyRequest): bigint => caller.of(request).operatorId;

  app.get(
    '/ops/api/contract-terms',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Brand terms per kind and settlement settings',
        response: { 200: envelope(zOpsContractOverview) },
      },
    },
    async () => ok(await operations.overview()),
  );

  app.put(
    '/ops/api/contract-terms/:kind',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'The house’s terms for top agents; lower terms end the contracts above them once agreed (audited)',
        params: zKindParam,
        body: zUpdateBrandTerms,
        response: { 200: envelope(zOpsContractOverview) },
      },
    },
    async (request) =>
      ok(await operations.updateTerms(operatorId(request), request.params.kind, request.body)),
  );

  app.put(
    '/ops/api/contract-settings',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Dividend loss carry-over and the settlement delays (audited)',
        body: zContractSettings,
        response: { 200: envelope(zOpsContractOverview) },
      },
    },
    async (request) => ok(await operations.updateSettings(operatorId(request), request.body)),
  );

  app.get(
    '/ops/api/contracts',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every contract, newest first, by account (either side), kind and status',
        querystring: zOpsContractsQuery,
        response: { 200: envelope(zOpsContractPage) },
      },
    },
    async (request) => ok(await operations.contracts(request.query)),
  );

  app.post(
    '/ops/api/contracts/:id/end',
    {
      onRequest,
      schema: {
        tags,
        summary: 'End a contract from the next period, or terminate it at once, with a reason (audited)',
        params: zIdParam,
        body: zOpsEndContract,
        response: { 200: envelope(zContract) },
      },
    },
    async (request) => {
      const id = operatorId(request);
      const contract = await processing.process(
        { kind: 'OPERATOR', id },
        { contractId: request.params.id, action: request.body.action },
        null,
        (tx) =>
          writeAudit(tx, {
            operatorId: id,
            action: `contract.${request.body.action.toLowerCase()}`,
            targetType: 'contract',
            targetId: request.params.id,
            detail: { reason: request.body.reason },
          }),
      );
      return ok(contract);
    },
  );

  app.get(
    '/ops/api/settlements',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Settlements, newest period first, by status (WAITING_FUNDS: stuck payments), kind and account',
        querystring: zOpsSettlementsQuery,
        response: { 200: envelope(zOpsSettlementPage) },
      },
    },
    async (request) => ok(await operations.settlements(request.query)),
  );

  app.post(
    '/ops/api/settlements/:id/retry',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Try a waiting payment again now (audited)',
        params: zIdParam,
        response: { 200: envelope(zSettlementRetried) },
      },
    },
    async (request) => ok(await operations.retry(operatorId(request), BigInt(request.params.id))),
  );

  app.post(
    '/ops/api/settlements/:id/cancel',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Settle a stuck payment by cancelling it, with a reason (audited)',
        params: zIdParam,
        body: zOpsCancelSettlement,
        response: { 200: envelope(zDone) },
      },
    },
    async (request) => {
      await operations.cancel(operatorId(request), BigInt(request.params.id), request.body.reason);
      return ok({});
    },
  );

  app.post(
    '/ops/api/settlements/run',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Run settlement now: every period due, then every open payment (audited)',
        response: { 200: envelope(zSettlementRun) },
      },
    },
    async (request) => {
      const done = await options.settle();
      await database.transaction((tx) =>
        writeAudit(tx, {
          operatorId: operatorId(request),
          action: 'settlement.run',
          targetType: 'contract_settlement',
          targetId: '*',
          detail: { done },
        }),
      );
      return ok({ done });
    },
  );
};
