import { Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Chart = {
  setOption: (option: object, notMerge?: boolean) => void;
  resize: () => void;
  dispose: () => void;
  on: (event: 'click', handler: (params: { dataIndex: number; seriesIndex: number }) => void) => void;
};

const HEIGHT = 320;

/**
 * A statistic's chart: ECharts (SVG) is imported when the chart mounts (its own chunk, never on a
 * first page), drawn at the box's width and redrawn when the option changes; a click on a bar or
 * point is passed on (the screen drills down to the list it counts).
 */
export function StatisticsChart({
  option,
  testId,
  onPick,
}: {
  option: object;
  testId: string;
  /** A click on a bar or point: its category and series. */
  onPick?: (dataIndex: number, seriesIndex: number) => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const latest = useRef(option);
  const picked = useRef(onPick);
  picked.current = onPick;
  const [ready, setReady] = useState(false);
  latest.current = option;

  useEffect(() => {
    let gone = false;
    const onResize = () => chart.current?.resize();
    void import('./echarts-setup.ts').then(({ init }) => {
      if (gone || !box.current) return;
      const width = box.current.clientWidth || 800;
      chart.current = init(box.current, null, { renderer: 'svg', width, height: HEIGHT }) as Chart;
      chart.current.setOption(latest.current, true);
      chart.current.on('click', (p) => picked.current?.(p.dataIndex, p.seriesIndex));
      window.addEventListener('resize', onResize);
      setReady(true);
    });
    return () => {
      gone = true;
      window.removeEventListener('resize', onResize);
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return (
    <Spin spinning={!ready} description={t('statistics.chartLoading')}>
      <div ref={box} style={{ width: '100%', height: HEIGHT }} data-testid={testId} />
    </Spin>
  );
}
