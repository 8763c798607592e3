/** sizechart-modal (storefront §2): the product's size chart as a table. */
import Modal from '../../../../ui/Modal.tsx';
import { MODAL_IDS } from '../../../../shared/constants.ts';
import { OPTIONS_TEXTS } from './options-texts.ts';
import { useTexts } from '../../../localization/index.ts';

export interface SizeChartModalProps {
  productName: string;
  rows: readonly Record<string, string>[];
}

export default function SizeChartModal({ productName, rows }: SizeChartModalProps) {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const { sizeChart } = useTexts('options', OPTIONS_TEXTS);
  return (
    <Modal id={MODAL_IDS.sizeChart} title={sizeChart}>
      <div className="size-chart">
        <table>
          <caption className="vh">
            {sizeChart}: {productName}
          </caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c.charAt(0).toUpperCase() + c.slice(1)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                {columns.map((c, j) =>
                  j === 0 ? (
                    <th key={c} scope="row">
                      {row[c] ?? ''}
                    </th>
                  ) : (
                    <td key={c}>{row[c] ?? ''}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
