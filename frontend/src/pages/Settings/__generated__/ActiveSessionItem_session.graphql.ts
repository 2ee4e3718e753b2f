/**
 * @generated SignedSource<<163713470886184f21154992cbd1cedb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ActiveSessionItem_session$data = {
  readonly createdAt: string;
  readonly current: boolean;
  readonly id: string;
  readonly ip: string | null | undefined;
  readonly lastUsedAt: string;
  readonly userAgent: string | null | undefined;
  readonly " $fragmentType": "ActiveSessionItem_session";
};
export type ActiveSessionItem_session$key = {
  readonly " $data"?: ActiveSessionItem_session$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActiveSessionItem_session">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ActiveSessionItem_session",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userAgent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ip",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "current",
      "storageKey": null
    }
  ],
  "type": "ActiveSession",
  "abstractKey": null
};

(node as any).hash = "64e03c71fab16b25e6ab9553f25069a4";

export default node;
