import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { DatabaseHandle } from '../db/client';
import type { ReplicaReads } from '../db/read-replica';
import { createMetrics } from '../plugins/metrics';

const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../deploy');
const readYaml = (file: string) => parse(readFileSync(path.join(deployDir, file), 'utf8'));

describe('deploy/ Prometheus files', () => {
  it('scrape /metrics and load the alert rules', () => {
    const config = readYaml('prometheus.yml');
    expect(config.rule_files).toEqual(['alerts.yml']);
    expect(config.scrape_configs[0].metrics_path).toBe('/metrics');
  });

  it('alert only on figures the server serves', async () => {
    // Every figure is registered, the replicas' included, as on PostgreSQL with a read replica; none is read here.
    const database = { driver: 'postgres' } as DatabaseHandle;
    const { registry } = await createMetrics({
      database,
      readReplica: { onRead: () => undefined } as unknown as ReplicaReads,
      reconciliationDifferences: async () => 0,
      log: {} as FastifyBaseLogger,
    });
    const rules = readYaml('alerts.yml').groups.flatMap((group: { rules: unknown[] }) => group.rules) as Array<{
      alert: string;
      expr: string;
    }>;
    expect(rules.map((rule) => rule.alert)).toEqual([
      'NaijaBidServerErrors',
      'NaijaBidJobsLate',
      'NaijaBidJobsGivenUp',
      'NaijaBidReconciliationDifferences',
      'NaijaBidSmsCodesRationed',
      'NaijaBidReplicaLag',
      'NaijaBidReadsLeftReplica',
    ]);
    for (const rule of rules) {
      const names = rule.expr.match(/naijabid_\w+/g) ?? [];
      expect(names.length, rule.alert).toBeGreaterThan(0);
      for (const name of names) {
        expect(
          registry.getSingleMetric(name.replace(/_(count|bucket|sum)$/, '')),
          `${rule.alert}: ${name}`,
        ).toBeDefined();
      }
    }
  });
});
