//! Custom scalars.

use async_graphql::{InputValueError, InputValueResult, Scalar, ScalarType, Value};

/// An exact amount of money with two decimals, as a string: `"150.00"`. Inputs may also
/// be numbers or strings with fewer decimals (`150`, `"150.5"`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decimal(pub String);

#[Scalar(name = "Decimal")]
impl ScalarType for Decimal {
    fn parse(value: Value) -> InputValueResult<Self> {
        match value {
            Value::String(s) => Ok(Decimal(s)),
            Value::Number(n) => Ok(Decimal(n.to_string())),
            other => Err(InputValueError::expected_type(other)),
        }
    }

    fn to_value(&self) -> Value {
        Value::String(self.0.clone())
    }
}

impl Decimal {
    pub fn from_cents(cents: i64) -> Self {
        Decimal(crate::domain::money::format_cents(cents))
    }
}

/// A calendar day in the business time zone: `"2031-03-11"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Date(pub chrono::NaiveDate);

#[Scalar(name = "Date")]
impl ScalarType for Date {
    fn parse(value: Value) -> InputValueResult<Self> {
        match &value {
            Value::String(s) => {
                s.parse().map(Date).map_err(|_| InputValueError::custom("Data inválida: use AAAA-MM-DD."))
            }
            _ => Err(InputValueError::expected_type(value)),
        }
    }

    fn to_value(&self) -> Value {
        Value::String(self.0.format("%Y-%m-%d").to_string())
    }
}
