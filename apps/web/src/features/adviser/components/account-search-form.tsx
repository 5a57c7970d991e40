import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { AccountSearchState } from '@tasman/domain/adviser/search-state';
import type { SearchProductTypes } from '@tasman/domain/adviser/search-product-types';
import { AccountStatusFilter } from '@tasman/domain/contracts/adviser';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

const SEARCH_BY = [
  { value: 'number', label: 'Account Number' },
  { value: 'name', label: 'Account Name' },
];

// spec 001 §9: status values true (open, the default), false (closed) and all.
const ACCOUNT_STATUS: { value: AccountStatusFilter; label: string }[] = [
  { value: 'true', label: 'Open' },
  { value: 'false', label: 'Closed' },
  { value: 'all', label: 'All' },
];

interface AccountSearchFormProps {
  /** The search in the address: the form starts from it (remounted when it changes, e.g. on Back). */
  initial: AccountSearchState;
  productTypes: SearchProductTypes;
  /** spec 001 §6: only staff have the Account Status filter. */
  showStatus: boolean;
  searching: boolean;
  onSearch: (state: AccountSearchState) => void;
}

/** The search form (spec 001 §2): Search by, the term, Investment Type, staff's Account Status, Search. */
export function AccountSearchForm({ initial, productTypes, showStatus, searching, onSearch }: AccountSearchFormProps) {
  const [form, setForm] = useState(initial);
  const update = (change: Partial<AccountSearchState>) => setForm((current) => ({ ...current, ...change }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A new search starts at its first page.
    onSearch({ ...form, searchTerm: form.searchTerm.trim(), page: 1 });
  }

  return (
    <form onSubmit={submit} role="search" aria-label="Account search">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label="Search by"
          data={SEARCH_BY}
          value={form.searchBy}
          onChange={(event) => update({ searchBy: event.currentTarget.value === 'name' ? 'name' : 'number' })}
          w={{ base: '100%', xs: 170 }}
        />
        <TextInput
          label="Search term"
          placeholder={form.searchBy === 'name' ? 'Part of an account name' : 'Account number or its start'}
          value={form.searchTerm}
          onChange={(event) => update({ searchTerm: event.currentTarget.value })}
          maxLength={100}
          autoComplete="off"
          flex="1 1 220px"
          miw={0}
        />
        <NativeSelect
          label="Investment Type"
          data={productTypes.options.map((option) => ({ value: option.value, label: option.label }))}
          value={productTypes.fixed ?? form.productType}
          // spec 001 §6: held at UT-AUS on the Australian portal, shown so the user knows.
          disabled={productTypes.fixed !== null}
          onChange={(event) => {
            const value = productTypes.options.find((option) => option.value === event.currentTarget.value)?.value;
            if (value) update({ productType: value });
          }}
          w={{ base: '100%', xs: 230 }}
        />
        {showStatus ? (
          <NativeSelect
            label="Account Status"
            data={ACCOUNT_STATUS}
            value={form.accountIsOpen}
            onChange={(event) => {
              const value = AccountStatusFilter.safeParse(event.currentTarget.value);
              if (value.success) update({ accountIsOpen: value.data });
            }}
            w={{ base: '100%', xs: 130 }}
          />
        ) : null}
        <Button type="submit" loading={searching} leftSection={<IconSearch size={16} aria-hidden />} w={{ base: '100%', xs: 'auto' }}>
          Search
        </Button>
      </Group>
    </form>
  );
}
