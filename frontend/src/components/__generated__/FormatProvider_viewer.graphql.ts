/**
 * @generated SignedSource<<3f2ff8fe68a72a39d2991ac1f1356cb9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DateFormat = "DD_MM_YYYY" | "MM_DD_YYYY" | "YYYY_MM_DD" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type FormatProvider_viewer$data = {
  readonly settings: {
    readonly dateFormat: DateFormat;
  };
  readonly " $fragmentType": "FormatProvider_viewer";
};
export type FormatProvider_viewer$key = {
  readonly " $data"?: FormatProvider_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"FormatProvider_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FormatProvider_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UserSettings",
      "kind": "LinkedField",
      "name": "settings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dateFormat",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "3a78505919d917e2bbdc1e17c9f11cb2";

export default node;
