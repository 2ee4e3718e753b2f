/**
 * @generated SignedSource<<53d6f6b94f48c89dcdba31065b037a7e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FormatProvider_appConfig$data = {
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
    }
  ],
  "type": "AppConfig",
  "abstractKey": null
};

(node as any).hash = "8bf02c0380f6158ae827eec1f0aa0f14";

export default node;
