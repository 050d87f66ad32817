// Apple's SQLite3 module for an extension's sources (`-module-alias SQLite3=NotiSQLite3`): the system's libsqlite3,
// its C API as Swift imports it on iOS (`sqlite3_open`, `sqlite3_prepare_v2`, `SQLITE_OK`, `SQLITE_ROW`, …). Swift
// imports no function-like macro on either platform, so `SQLITE_TRANSIENT` and `SQLITE_STATIC` are absent here as
// there, and code writes `unsafeBitCast(-1, to: sqlite3_destructor_type.self)`. This module's interface records
// libsqlite3 as a library to link (`-public-autolink-library sqlite3` in Package.swift), so an extension that calls
// SQLite directly links it as an iOS app links libsqlite3.
@_exported import CSQLite3
