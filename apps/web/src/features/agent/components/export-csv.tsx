import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type CsvColumn, downloadText, toCsv } from '@/lib/csv';
import { showMessage } from '@/lib/dialogs';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';

/** The most rows an export gathers (100 pages of 100): beyond it the agent narrows the filter. */
const MAX_PAGES = 100;

/** Every page of a paged report, in order, for an export of exactly what the filter shows. */
export async function fetchAllPages<Row>(
  fetchPage: (pageNo: number, pageSize: number) => Promise<{ content: readonly Row[]; totalPages: number }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo++) {
    const page = await fetchPage(pageNo, 100);
    rows.push(...page.content);
    if (pageNo >= page.totalPages) break;
  }
  return rows;
}

/** A button that downloads the report's rows under its filter as CSV. */
export function ExportCsv<Row>({
  fileName,
  columns,
  rows,
}: {
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  /** The rows to write: all pages of the current filter. */
  rows(): Promise<readonly Row[]>;
}) {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      downloadText(`${fileName}.csv`, toCsv(columns, await rows()));
    } catch (error) {
      showMessage(errorMessage(t, error), 'warning');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" icon="download" onClick={() => void run()} disabled={isBusy}>
      {isBusy ? t('agentCentre.exporting') : t('agentCentre.exportCsv')}
    </Button>
  );
}
