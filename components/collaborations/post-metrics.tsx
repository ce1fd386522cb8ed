import { formatDateTimeIst } from '@/lib/client/dates';
import type { PostMetrics } from '@/models';
import { MetricsForm } from './lazy';
import styles from './collaborations.module.css';

const figure = (n: number | null) => (n === null ? '—' : n.toLocaleString('en-IN'));

/**
 * The live post's figures as the creator reported them: the latest, every earlier report with
 * its date, and (for the creator, once live) the form to report them again. Always labelled
 * self-reported: the platforms' own numbers are not read by us.
 */
export function PostMetricsPanel({ history, canUpdate, collaborationId }: { history: PostMetrics[]; canUpdate: boolean; collaborationId: string }) {
  const latest = history.at(-1) ?? null;
  return (
    <div className="stack" data-testid="post-metrics">
      <h3 id="metrics-title">Post figures (self-reported)</h3>
      {latest ? (
        <>
          <dl className={styles.facts} aria-labelledby="metrics-title">
            <div>
              <dt>Views</dt>
              <dd>{figure(latest.views)}</dd>
            </div>
            <div>
              <dt>Likes</dt>
              <dd>{figure(latest.likes)}</dd>
            </div>
            <div>
              <dt>Comments</dt>
              <dd>{figure(latest.comments)}</dd>
            </div>
          </dl>
          <p className="muted small">
            Self-reported by the creator on <time dateTime={latest.reportedAt}>{formatDateTimeIst(latest.reportedAt)}</time>.
          </p>
        </>
      ) : (
        <p className="muted">{canUpdate ? 'No figures yet: add what the platform shows.' : 'The creator has not reported any figures yet.'}</p>
      )}
      {history.length > 1 ? (
        <details>
          <summary>All {history.length} reports</summary>
          <div className="table-scroll">
            <table className="data-table">
              <caption className="visually-hidden">Self-reported figures of the live post, oldest first</caption>
              <thead>
                <tr>
                  <th scope="col">Reported</th>
                  <th scope="col" className="num">
                    Views
                  </th>
                  <th scope="col" className="num">
                    Likes
                  </th>
                  <th scope="col" className="num">
                    Comments
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.map((m) => (
                  <tr key={m.reportedAt}>
                    <th scope="row">
                      <time dateTime={m.reportedAt}>{formatDateTimeIst(m.reportedAt)}</time>
                    </th>
                    <td className="num">{figure(m.views)}</td>
                    <td className="num">{figure(m.likes)}</td>
                    <td className="num">{figure(m.comments)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
      {canUpdate ? <MetricsForm collaborationId={collaborationId} /> : null}
    </div>
  );
}
