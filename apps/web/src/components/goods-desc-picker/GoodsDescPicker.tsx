import { StarFilled, StarOutlined } from '@ant-design/icons';
import { FAVOURITE_GOODS_DESC_MAX } from '@freightdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Modal, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTypedKeyword } from '#web/components/resource/use-typed-keyword.ts';
import { addFavourites, chooseGoodsDesc, removeFavourite } from './favourites.ts';
import { goodsDescApi, goodsDescKeys } from './goods-desc-api.ts';

type Props = {
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  id?: string;
  'data-testid'?: string;
};

/** The user's favourite goods descriptions and a saver that updates the cache. */
function useFavourites() {
  const client = useQueryClient();
  const favourites = useQuery({
    queryKey: goodsDescKeys.favourites,
    queryFn: goodsDescApi.favourites,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const save = useMutation({
    mutationFn: (names: string[]) => goodsDescApi.saveFavourites(names).then(() => names),
    onSuccess: (names) => client.setQueryData(goodsDescKeys.favourites, names),
  });
  return {
    list: favourites.data ?? [],
    save: (names: string[]) => save.mutate(names),
    saving: save.isPending,
  };
}

/**
 * Goods-description picker (spec §2): the chosen names as tags and a dialog to search the goods
 * descriptions, choose several and keep favourites (a user setting, at most 20 tags shown).
 */
export function GoodsDescPicker({ value, onChange, disabled, id, ...rest }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const chosen = value ?? [];
  const testId = rest['data-testid'] ?? 'goods-desc-picker';
  return (
    <Space size={[4, 4]} wrap id={id} data-testid={testId}>
      {chosen.map((name) => (
        <Tag
          key={name}
          closable={!disabled}
          onClose={() => onChange?.(chosen.filter((n) => n !== name))}
          data-testid={`${testId}-chosen`}
        >
          {name}
        </Tag>
      ))}
      <Button size="small" disabled={disabled} onClick={() => setOpen(true)} data-testid={`${testId}-open`}>
        {t('waybillOrder.goodsDesc.pick')}
      </Button>
      {open && (
        <GoodsDescDialog
          initial={chosen}
          onCancel={() => setOpen(false)}
          onOk={(names) => {
            onChange?.(names);
            setOpen(false);
          }}
        />
      )}
    </Space>
  );
}

function GoodsDescDialog({
  initial,
  onOk,
  onCancel,
}: {
  initial: string[];
  onOk: (names: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string[]>(initial);
  const [keyword, setTyped] = useTypedKeyword();
  const found = useQuery({
    queryKey: goodsDescKeys.search(keyword),
    queryFn: () => goodsDescApi.search(keyword),
    staleTime: 30_000,
  });
  const favourites = useFavourites();
  const notFavourite = draft.filter((n) => !favourites.list.includes(n));
  const options = (found.data ?? []).map((g) => ({
    value: g.name,
    label: [g.name, g.nameEn, g.categoryName && `(${g.categoryName})`].filter(Boolean).join(' '),
  }));

  return (
    <Modal
      open
      title={t('waybillOrder.goodsDesc.title')}
      onCancel={onCancel}
      onOk={() => onOk(draft)}
      okButtonProps={{ 'data-testid': 'goods-desc-ok' }}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle" data-testid="goods-desc-dialog">
        <Select
          mode="multiple"
          style={{ width: '100%' }}
          value={draft}
          maxCount={FAVOURITE_GOODS_DESC_MAX}
          placeholder={t('waybillOrder.goodsDesc.search')}
          options={options}
          loading={found.isFetching}
          showSearch={{ filterOption: false, onSearch: setTyped }}
          onChange={(names: string[]) => setDraft(names.reduce<string[]>(chooseGoodsDesc, []))}
          notFoundContent={found.isFetching ? t('common.loading') : undefined}
          data-testid="goods-desc-search"
          autoFocus
        />
        <div>
          <Space style={{ justifyContent: 'space-between', width: '100%' }}>
            <Typography.Text strong>
              {t('waybillOrder.goodsDesc.favourites', { max: FAVOURITE_GOODS_DESC_MAX })}
            </Typography.Text>
            <Tooltip title={t('waybillOrder.goodsDesc.addFavouritesHint')}>
              <Button
                size="small"
                icon={<StarOutlined />}
                disabled={notFavourite.length === 0}
                loading={favourites.saving}
                onClick={() => favourites.save(addFavourites(favourites.list, notFavourite))}
                data-testid="goods-desc-add-favourites"
              >
                {t('waybillOrder.goodsDesc.addFavourites')}
              </Button>
            </Tooltip>
          </Space>
          {favourites.list.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('waybillOrder.goodsDesc.noFavourites')}
            />
          ) : (
            <Space size={[4, 8]} wrap style={{ marginTop: 8 }} data-testid="goods-desc-favourites">
              {favourites.list.slice(0, FAVOURITE_GOODS_DESC_MAX).map((name) => (
                <Tag.CheckableTag
                  key={name}
                  checked={draft.includes(name)}
                  onChange={(checked) =>
                    setDraft(checked ? chooseGoodsDesc(draft, name) : draft.filter((n) => n !== name))
                  }
                  data-testid="goods-desc-favourite"
                >
                  <StarFilled style={{ color: '#faad14', marginRight: 4 }} />
                  {name}
                  <Tooltip title={t('waybillOrder.goodsDesc.removeFavourite')}>
                    <Button
                      type="text"
                      size="small"
                      aria-label={t('waybillOrder.goodsDesc.removeFavourite')}
                      onClick={(e) => {
                        e.stopPropagation();
                        favourites.save(removeFavourite(favourites.list, name));
                      }}
                      data-testid="goods-desc-remove-favourite"
                    >
                      ×
                    </Button>
                  </Tooltip>
                </Tag.CheckableTag>
              ))}
            </Space>
          )}
        </div>
      </Space>
    </Modal>
  );
}
