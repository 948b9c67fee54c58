import type { ApiOperation, ApiParameter, ApiReference } from '@playhall/contracts/api-reference';
import { useTranslation } from '@/lib/use-translation';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** A `#/components/...` reference resolved within the document; anything else as it is. */
function resolve(document: ApiReference, value: unknown): unknown {
  if (!isObject(value) || typeof value.$ref !== 'string' || !value.$ref.startsWith('#/')) return value;
  let target: unknown = document;
  for (const part of value.$ref.slice(2).split('/')) target = isObject(target) ? target[part] : undefined;
  return target ?? value;
}

/** "string", "integer", "enum: A | B", or the referenced schema's name. */
function typeOf(schema: Json | undefined): string {
  if (!schema) return '';
  if (Array.isArray(schema.enum)) return schema.enum.join(' | ');
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').at(-1) ?? '';
  return [schema.type, schema.format].filter((part) => typeof part === 'string').join(' · ');
}

/** A body or answer by media type (`content` of OpenAPI), each schema as indented JSON. */
function Schema({ content }: { content: unknown }) {
  if (!isObject(content)) return null;
  return Object.entries(content).map(([type, media]) => (
    <div key={type}>
      <code className="api-ref__media">{type}</code>
      <pre className="api-ref__schema">{JSON.stringify(isObject(media) ? media.schema : {}, null, 2)}</pre>
    </div>
  ));
}

function Parameters({ parameters }: { parameters: ApiParameter[] }) {
  const { t } = useTranslation();
  return (
    <div className="api-ref__table-wrap">
      <table className="api-ref__table">
        <thead>
          <tr>
            <th scope="col">{t('ops.reference.name')}</th>
            <th scope="col">{t('ops.reference.location')}</th>
            <th scope="col">{t('ops.reference.required')}</th>
            <th scope="col">{t('ops.reference.type')}</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((parameter) => (
            <tr key={`${parameter.in} ${parameter.name}`}>
              <td>
                <code>{parameter.name}</code>
              </td>
              <td>
                <code>{parameter.in}</code>
              </td>
              <td>{parameter.required ? t('ops.reference.yes') : t('ops.reference.no')}</td>
              <td>
                <code>{typeOf(parameter.schema)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One call opened: what it needs (access, parameters, body) and what it answers. */
export function OperationDetail({
  operation,
  document,
}: {
  operation: ApiOperation;
  document: ApiReference;
}) {
  const { t } = useTranslation();
  const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
  const access =
    schemes.length === 0
      ? t('ops.reference.accessNone')
      : schemes
          .map((name) => (name === 'operatorSession' ? t('ops.reference.accessOperator') : name))
          .join(' / ');
  const body = resolve(document, operation.requestBody);
  return (
    <div className="api-ref__detail">
      {operation.description ? <p className="api-ref__description">{operation.description}</p> : null}
      <p className="api-ref__access">
        <strong>{t('ops.reference.access')}</strong> {access}
      </p>
      {operation.parameters?.length ? (
        <section>
          <h3 className="api-ref__heading">{t('ops.reference.parameters')}</h3>
          <Parameters parameters={operation.parameters} />
        </section>
      ) : null}
      {isObject(body) ? (
        <section>
          <h3 className="api-ref__heading">{t('ops.reference.requestBody')}</h3>
          <Schema content={body.content} />
        </section>
      ) : null}
      {Object.entries(operation.responses).map(([status, raw]) => {
        const response = resolve(document, raw);
        if (!isObject(response)) return null;
        return (
          <section key={status}>
            <h3 className="api-ref__heading">{t('ops.reference.answer', { status })}</h3>
            {typeof response.description === 'string' ? (
              <p className="api-ref__description">{response.description}</p>
            ) : null}
            <Schema content={response.content} />
          </section>
        );
      })}
    </div>
  );
}
