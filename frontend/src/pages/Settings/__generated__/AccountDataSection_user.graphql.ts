/**
 * @generated SignedSource<<65c9d34c3e8776caf69878465cbbedb4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AccountDataSection_user$data = {
  readonly twoFactor: {
    readonly enabled: boolean;
  };
  readonly " $fragmentType": "AccountDataSection_user";
};
export type AccountDataSection_user$key = {
  readonly " $data"?: AccountDataSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountDataSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountDataSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TwoFactorStatus",
      "kind": "LinkedField",
      "name": "twoFactor",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enabled",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "3502c5046afdfd29ca1d05005c34ca9c";

export default node;
