/**
 * The back office's charts (decision 0084): SVG drawn on the server from domain/chart-scale.ts,
 * named for assistive technology (role="img" with its title and description), each with the table
 * of its numbers behind it, hidden on screen and printed. Only back-office routes import this file,
 * so no tourist page's bundle carries it.
 */
import { type ReactNode, useId } from "react";
import { bandScale, fitLabel, labelEvery, linearScale, stackOf } from "#domain/chart-scale.ts";
import * as styles from "./Charts.css.ts";

export interface ChartSeries {
  name: string;
  values: readonly number[];
}

interface ChartProps {
  title: string;
  /** One sentence that says what the chart shows, for screen readers. */
  description: string;
  /** The x axis: a label per point or bar. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** How a value is written on the axis and in the table. */
  format?: (value: number) => string;
  /** The heading of the table's first column. */
  labelHeading: string;
}

const WIDTH = 360;
const HEIGHT = 200;
const LEFT = 48;
const RIGHT = 8;
const TOP = 8;
const BOTTOM = 28;
/** About how many x labels fit 360 units at 12px without touching. */
const X_LABEL_ROOM = 6;
/** The width of an average character of a 12px label, in the chart's units. */
const LABEL_CHARACTER = 7;

const plain = (value: number) => String(value);

function Frame({
  title,
  labels,
  series,
  format = plain,
  labelHeading,
  children,
}: ChartProps & { children: (ids: { title: string; description: string }) => ReactNode }) {
  const id = useId();
  const ids = { title: `${id}-title`, description: `${id}-description` };
  return (
    <figure className={styles.figure} data-testid="report-chart">
      <figcaption className={styles.caption}>{title}</figcaption>
      {children(ids)}
      {series.length > 1 ? (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((one, index) => (
            <li key={one.name}>
              <span
                className={styles.swatch}
                style={{ background: styles.seriesColors[index % styles.seriesColors.length] }}
              />
              {one.name}
            </li>
          ))}
        </ul>
      ) : null}
      <table className={styles.dataTable}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            {series.map((one) => (
              <th scope="col" key={one.name}>
                {one.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((one) => (
                <td key={one.name}>{format(one.values[index] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function Axes({
  ticks,
  at,
  format,
  labels,
  middle,
}: {
  ticks: number[];
  at: (value: number) => number;
  format: (value: number) => string;
  labels: readonly string[];
  middle: (index: number) => number;
}) {
  const every = labelEvery(labels.length, X_LABEL_ROOM);
  // An activity's name is longer than its bar is wide: cut to its slot, whole in the table behind.
  const slot = ((WIDTH - LEFT - RIGHT) / Math.max(1, labels.length)) * every;
  const room = Math.max(3, Math.floor(slot / LABEL_CHARACTER));
  return (
    // The svg's role="img" makes its shapes and text one image, named by its title and description.
    <g>
      {ticks.map((tick) => (
        <g key={tick}>
          <line className={styles.gridLine} x1={LEFT} x2={WIDTH - RIGHT} y1={at(tick)} y2={at(tick)} />
          <text className={styles.axisText} x={LEFT - 6} y={at(tick) + 4} textAnchor="end">
            {format(tick)}
          </text>
        </g>
      ))}
      {labels.map((label, index) =>
        index % every === 0 ? (
          <text key={label} className={styles.axisText} x={middle(index)} y={HEIGHT - 8} textAnchor="middle">
            {fitLabel(label, room)}
          </text>
        ) : null,
      )}
    </g>
  );
}

function Svg({
  ids,
  title,
  description,
  children,
}: {
  ids: { title: string; description: string };
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={styles.svg}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={ids.title}
      aria-describedby={ids.description}
    >
      <title id={ids.title}>{title}</title>
      <desc id={ids.description}>{description}</desc>
      {children}
    </svg>
  );
}

/** Points joined by a line per series: bookings and guests over the period. */
export function LineChart(props: ChartProps) {
  const { labels, series, format = plain } = props;
  const y = linearScale(Math.max(0, ...series.flatMap((one) => one.values)), HEIGHT - BOTTOM, TOP);
  const x = bandScale(labels.length, LEFT, WIDTH - RIGHT, 0);
  return (
    <Frame {...props}>
      {(ids) => (
        <Svg ids={ids} title={props.title} description={props.description}>
          <Axes ticks={y.ticks} at={y.at} format={format} labels={labels} middle={x.middle} />
          {series.map((one, index) => (
            <polyline
              key={one.name}
              className={styles.line}
              stroke={styles.seriesColors[index % styles.seriesColors.length]}
              points={one.values
                .map((value, point) => `${x.middle(point).toFixed(1)},${y.at(value).toFixed(1)}`)
                .join(" ")}
            />
          ))}
        </Svg>
      )}
    </Frame>
  );
}

/** A bar per label, or bars stacked from several series (`stacked`). */
export function BarChart(props: ChartProps & { stacked?: boolean }) {
  const { labels, series, format = plain, stacked = false } = props;
  const totals = labels.map((_, index) =>
    stacked
      ? series.reduce((sum, one) => sum + (one.values[index] ?? 0), 0)
      : Math.max(0, ...series.map((one) => one.values[index] ?? 0)),
  );
  const y = linearScale(Math.max(0, ...totals), HEIGHT - BOTTOM, TOP);
  const x = bandScale(labels.length, LEFT, WIDTH - RIGHT);
  const side = stacked ? 1 : series.length;
  return (
    <Frame {...props}>
      {(ids) => (
        <Svg ids={ids} title={props.title} description={props.description}>
          <Axes ticks={y.ticks} at={y.at} format={format} labels={labels} middle={x.middle} />
          {labels.map((label, index) => {
            const parts = stackOf(series.map((one) => one.values[index] ?? 0));
            return (
              <g key={label}>
                {parts.map((part, partIndex) => {
                  const from = stacked ? part.from : 0;
                  const to = stacked ? part.to : part.to - part.from;
                  const width = x.width / side;
                  const left = x.at(index) + (stacked ? 0 : width * partIndex);
                  return (
                    <rect
                      key={series[partIndex]?.name}
                      x={left}
                      width={Math.max(1, width)}
                      y={y.at(to)}
                      height={Math.max(0, y.at(from) - y.at(to))}
                      fill={styles.seriesColors[partIndex % styles.seriesColors.length]}
                    />
                  );
                })}
              </g>
            );
          })}
        </Svg>
      )}
    </Frame>
  );
}
