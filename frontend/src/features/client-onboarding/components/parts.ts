import type { Property } from '@weklean/domain';
import type { ComponentType } from 'react';

/** The properties feature's add form, handed in by the app (features do not import each other). */
export type AddPropertyDrawer = ComponentType<{
  open: boolean;
  property: null;
  onClose: () => void;
  onSaved: (property: Property, created: boolean) => void;
}>;

export type ClientOnboardingParts = { PropertyDrawer: AddPropertyDrawer };
