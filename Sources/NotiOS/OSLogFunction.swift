/// Writes a `printf`-style message through `log` at `type` (Apple's `os_log`): `%@` and `%s` take strings and objects,
/// redacted as `<private>` unless `%{public}@`; numbers (`%d`, `%ld`, `%u`, `%x`, `%f`, `%.2f` …) are shown unless
/// `%{private}d`; `%{bool}d` writes `true`/`false`; a missing argument is `<decode: missing data>`.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
                   _ args: any CVarArg...) {
    log.write(type, FormatString(message.description).render(args))
}

/// Writes a logger's message through `log` at `type` (Apple's `os_log` taking an interpolated message).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: OSLogMessage) {
    log.write(type, message.rendered)
}
