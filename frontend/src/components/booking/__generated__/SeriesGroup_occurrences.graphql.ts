/**
 * @generated SignedSource<<f5c3eba0134dd251e3f5d2f510d2e703>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SeriesGroup_occurrences$data = ReadonlyArray<{
  readonly endsAt: string;
  readonly startsAt: string;
  readonly totalPrice: string;
  readonly " $fragmentType": "SeriesGroup_occurrences";
}>;
export type SeriesGroup_occurrences$key = ReadonlyArray<{
  readonly " $data"?: SeriesGroup_occurrences$data;
  readonly " $fragmentSpreads": FragmentRefs<"SeriesGroup_occurrences">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "SeriesGroup_occurrences",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalPrice",
      "storageKey": null
    }
  ],
  "type": "Booking",
  "abstractKey": null
};

(node as any).hash = "68bfe97b4576eca63ec7795697776381";

export default node;
