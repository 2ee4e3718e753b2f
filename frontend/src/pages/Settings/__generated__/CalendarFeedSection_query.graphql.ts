/**
 * @generated SignedSource<<0f1639513177ae737af66b683104e17f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CalendarFeedSection_query$data = {
  readonly calendarFeed: {
    readonly createdAt: string;
  } | null | undefined;
  readonly spaces?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentType": "CalendarFeedSection_query";
};
export type CalendarFeedSection_query$key = {
  readonly " $data"?: CalendarFeedSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarFeedSection_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "admin"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarFeedSection_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CalendarFeed",
      "kind": "LinkedField",
      "name": "calendarFeed",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "condition": "admin",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "first",
              "value": 100
            }
          ],
          "concreteType": "SpaceConnection",
          "kind": "LinkedField",
          "name": "spaces",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "SpaceEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Space",
                  "kind": "LinkedField",
                  "name": "node",
                  "plural": false,
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
                      "name": "name",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "spaces(first:100)"
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "f14180c350206718cca9cc82f1eb7801";

export default node;
