import { SoundOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { readerApi } from './announcement-reader.ts';
import { useMyAnnouncements } from './use-my-announcements.ts';
import './rolling.css';

/**
 * The rolling line (a banner of both areas): the titles of the caller's rolling announcements moving
 * across one line, at the top of the screen or fixed at its bottom as the settings say. It stops when
 * hovered or focused and stands still for users who ask for reduced motion (rolling.css).
 */
export function RollingAnnouncements() {
  const { t } = useTranslation();
  const mine = useMyAnnouncements();
  const display = useQuery({
    queryKey: ['oaAnnouncementDisplay'],
    queryFn: readerApi.display,
    staleTime: 300_000,
  });
  const rolling = (mine.data ?? []).filter((a) => a.isRoll);
  if (!rolling.length) return null;
  const bottom = display.data?.position === 'bottom';
  const style: CSSProperties = bottom ? { position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 900 } : {};
  const text = rolling.map((a) => a.title).join('　·　');
  return (
    <section
      className="announcement-rolling"
      style={style}
      aria-label={t('announcement.rolling')}
      data-testid="announcement-rolling"
    >
      <SoundOutlined aria-hidden className="announcement-rolling-icon" />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can stop the line */}
      <div className="announcement-rolling-track" tabIndex={0}>
        <span className="announcement-rolling-text">{text}</span>
      </div>
    </section>
  );
}
