/**
 * @generated SignedSource<<417e820eae70f86c8e8590b175014d43>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PopularSpaceCard_space$data = {
  readonly capacity: number;
  readonly description: string | null | undefined;
  readonly imageUrl: string | null | undefined;
  readonly name: string;
  readonly pricePerHour: string;
  readonly " $fragmentType": "PopularSpaceCard_space";
};
export type PopularSpaceCard_space$key = {
  readonly " $data"?: PopularSpaceCard_space$data;
  readonly " $fragmentSpreads": FragmentRefs<"PopularSpaceCard_space">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PopularSpaceCard_space",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "capacity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricePerHour",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    }
  ],
  "type": "Space",
  "abstractKey": null
};

(node as any).hash = "c2858ac40bfc9064d8a21d75f8e8f5a3";

export default node;
