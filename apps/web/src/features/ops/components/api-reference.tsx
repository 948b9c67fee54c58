import type { ApiOperation, ApiReference } from '@playhall/contracts/api-reference';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/use-translation';
import { apiReferenceQueryOptions } from '../api/get-api-reference';
import { OperationDetail } from './api-operation';
import './api-reference.css';

type Entry = { path: string; method: string; operation: ApiOperation };

/** Calls grouped by the first path segment after the prefix they all share (/ops/api/{members}/...). */
function groupCalls(document: ApiReference): [string, Entry[]][] {
  const entries = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
  const segments = entries.map(({ path }) => path.split('/').filter(Boolean));
  let shared = 0;
  while (segments.every((parts) => parts.length > shared + 1 && parts[shared] === segments[0]?.[shared]))
    shared++;
  const groups = new Map<string, Entry[]>();
  entries.forEach((entry, index) => {
    const key = segments[index]?.[shared] ?? '/';
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  });
  return [...groups.entries()];
}

/** The document as a file to load into any OpenAPI tool; the object URL lives as long as the page. */
function DownloadLink({ document }: { document: ApiReference }) {
  const { t } = useTranslation();
  const url = useMemo(
    () => URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' })),
    [document],
  );
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <a className={buttonClass('outline', 'sm')} href={url} download="playhall-operator-api.json">
      <Icon name="download" size={16} />
      {t('ops.reference.download')}
    </a>
  );
}

/** The operator API reference: every console call with its access, parameters, body and answers. */
export function ApiReferenceView() {
  const { t } = useTranslation();
  const reference = useQuery(apiReferenceQueryOptions());
  if (reference.isPending) return <Skeleton height="24rem" radius="var(--radius-lg)" />;
  if (!reference.data) return <ErrorState error={reference.error} onRetry={() => void reference.refetch()} />;
  const document = reference.data;
  const groups = groupCalls(document);
  const count = groups.reduce((sum, [, entries]) => sum + entries.length, 0);
  const schemas = Object.entries(document.components?.schemas ?? {});
  return (
    <div className="api-ref">
      <Panel
        icon="info"
        title={document.info.title}
        description={document.info.description}
        actions={<DownloadLink document={document} />}
      >
        <p className="api-ref__meta">
          OpenAPI {document.openapi} · v{document.info.version} · {t('ops.reference.calls', { count })}
        </p>
      </Panel>
      {groups.map(([group, entries]) => (
        <Panel key={group} icon="list" title={group} headingLevel={2}>
          <ul className="api-ref__calls">
            {entries.map(({ path, method, operation }) => (
              <li key={`${method} ${path}`}>
                <details className="api-ref__call">
                  <summary className="api-ref__summary">
                    <span className={`api-ref__method api-ref__method--${method}`}>
                      {method.toUpperCase()}
                    </span>
                    <code className="api-ref__path">{path}</code>
                    <span className="api-ref__text">{operation.summary}</span>
                  </summary>
                  <OperationDetail operation={operation} document={document} />
                </details>
              </li>
            ))}
          </ul>
        </Panel>
      ))}
      {schemas.length > 0 ? (
        <Panel
          icon="clipboard"
          title={t('ops.reference.schemas')}
          description={t('ops.reference.schemasBody')}
        >
          {schemas.map(([name, schema]) => (
            <details key={name} className="api-ref__call">
              <summary className="api-ref__summary">
                <code className="api-ref__path">{name}</code>
              </summary>
              <pre className="api-ref__schema">{JSON.stringify(schema, null, 2)}</pre>
            </details>
          ))}
        </Panel>
      ) : null}
    </div>
  );
}
