/**
 * @generated SignedSource<<3e0a2a31427bc2bad47e21c1ed150551>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SeriesFrequency = "DAILY" | "MONTHLY" | "WEEKLY" | "%future added value";
export type Weekday = "FRIDAY" | "MONDAY" | "SATURDAY" | "SUNDAY" | "THURSDAY" | "TUESDAY" | "WEDNESDAY" | "%future added value";
export type BookingSeriesPreviewInput = {
  endsAt: string;
  recurrence: RecurrenceInput;
  spaceId: string;
  startsAt: string;
};
export type RecurrenceInput = {
  frequency: SeriesFrequency;
  occurrences?: number | null | undefined;
  until?: string | null | undefined;
  weekdays?: ReadonlyArray<Weekday> | null | undefined;
};
export type SeriesFieldsPreviewQuery$variables = {
  input: BookingSeriesPreviewInput;
};
export type SeriesFieldsPreviewQuery$data = {
  readonly bookingSeriesPreview: {
    readonly occurrences: ReadonlyArray<{
      readonly available: boolean;
      readonly date: string;
      readonly price: string;
      readonly problem: string | null | undefined;
      readonly problemTitle: string | null | undefined;
      readonly startsAt: string | null | undefined;
    }>;
  };
};
export type SeriesFieldsPreviewQuery = {
  response: SeriesFieldsPreviewQuery$data;
  variables: SeriesFieldsPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "BookingSeriesPreview",
    "kind": "LinkedField",
    "name": "bookingSeriesPreview",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SeriesOccurrence",
        "kind": "LinkedField",
        "name": "occurrences",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "date",
            "storageKey": null
          },
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
            "name": "available",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "problemTitle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "problem",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "price",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SeriesFieldsPreviewQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SeriesFieldsPreviewQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f7c70b9fd4a5bf0708944e6b7b827b91",
    "id": null,
    "metadata": {},
    "name": "SeriesFieldsPreviewQuery",
    "operationKind": "query",
    "text": "query SeriesFieldsPreviewQuery(\n  $input: BookingSeriesPreviewInput!\n) {\n  bookingSeriesPreview(input: $input) {\n    occurrences {\n      date\n      startsAt\n      available\n      problemTitle\n      problem\n      price\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bbb396bb77b5738e9cf1b031b299ece7";

export default node;
