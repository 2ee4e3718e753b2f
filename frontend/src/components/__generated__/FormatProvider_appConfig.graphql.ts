/**
 * @generated SignedSource<<af09229ca04ddde79c8214d33cd4e930>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FormatProvider_appConfig$data = {
  readonly cancelReasonMaxLength: number;
  readonly closureReasonMaxLength: number;
  readonly notesMaxLength: number;
  readonly timeZone: string;
  readonly " $fragmentType": "FormatProvider_appConfig";
};
export type FormatProvider_appConfig$key = {
  readonly " $data"?: FormatProvider_appConfig$data;
  readonly " $fragmentSpreads": FragmentRefs<"FormatProvider_appConfig">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FormatProvider_appConfig",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notesMaxLength",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancelReasonMaxLength",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closureReasonMaxLength",
      "storageKey": null
    }
  ],
  "type": "AppConfig",
  "abstractKey": null
};

(node as any).hash = "c26ee0c87f6c6f0f93bfa8da2fa196ee";

export default node;
