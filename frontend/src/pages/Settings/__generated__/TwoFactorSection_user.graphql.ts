/**
 * @generated SignedSource<<eb9b24ef5fd722bcdf38a5475f9e9a73>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TwoFactorSection_user$data = {
  readonly twoFactor: {
    readonly enabled: boolean;
    readonly enabledAt: string | null | undefined;
    readonly recoveryCodesLeft: number;
    readonly required: boolean;
  };
  readonly " $fragmentType": "TwoFactorSection_user";
};
export type TwoFactorSection_user$key = {
  readonly " $data"?: TwoFactorSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwoFactorSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TwoFactorSection_user",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enabledAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recoveryCodesLeft",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "required",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "faca8eb0f63ca05e468d592e11d37354";

export default node;
