/** The completed-payment record, in the spec's order. */
export type CompletedPaymentRecord = readonly [
  exchangeId: string,
  linkId: string,
  transactionId: string,
  amount: string,
  result: string,
  billingStreet: string,
  created: string,
];

export interface PaymentsState {
  /** Invoice amount as typed and normalised to two decimals, '' until entered. */
  value: string;
  /** Credit-card surcharge with two decimals. */
  charge: string;
  credit: boolean;
}

export interface GallerySlice {
  gallery: boolean;
  setGallery: (on: boolean) => void;
}

export interface PaymentsSlice {
  payments: PaymentsState;
  setPayments: (payments: Partial<PaymentsState>) => void;
  resetPayments: () => void;
}

export interface ProcessingSlice {
  processing: { value: CompletedPaymentRecord | readonly [] };
  setProcessing: (value: CompletedPaymentRecord) => void;
  resetProcessing: () => void;
}

export type AppState = GallerySlice & PaymentsSlice & ProcessingSlice;
