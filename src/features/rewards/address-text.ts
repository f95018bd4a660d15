import type { AddressFields } from '../../domain/contract/index.ts';

/** 'Avenida Paulista, 1000 - ap. 12, Bela Vista, São Paulo/SP, CEP 01310-100' */
export function addressLine(a: AddressFields): string {
  const street = `${a.street}, ${a.number}${a.complement ? ` - ${a.complement}` : ''}`;
  return `${street}, ${a.district}, ${a.city}/${a.state}, CEP ${a.cep}`;
}
