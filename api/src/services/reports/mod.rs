//! Figures: the admin's dashboard, lists, counts and reports (`admin`), the dashboards'
//! other figures (`dashboard`) and the public counts (`stats`).

pub mod admin;
pub mod dashboard;
pub mod stats;
