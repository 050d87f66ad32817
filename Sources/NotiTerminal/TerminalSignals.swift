#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Signal handling while curses owns the terminal.
///
/// The choice: SIGINT, SIGTERM and SIGHUP only record the signal number in an atomic (installed without
/// `SA_RESTART`, so the `poll` inside `wget_wch` returns early); the curses thread sees it within one wait
/// slice and reports ``NotiTerminalPort/TerminalEvent/terminationRequested(signal:)``, so the app saves its state and
/// calls `endwin` on its own thread. A second termination signal while the first is still pending means the
/// app is stuck: the terminal is restored and the process exits with 128 + signal.
///
/// Crashes (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP), SIGQUIT and `exit` without ``CursesTerminal/stop()``
/// cannot run curses code, which is not async-signal-safe. Instead the handler writes bytes prepared at start
/// (terminfo `sgr0 rmkx cnorm rmcup`) with `write(2)` and puts back the saved termios with `tcsetattr`,
/// then hands the signal to whatever handler was there before (the Swift runtime's backtracer, or the default).
///
/// SIGWINCH is ours too, installed before the first `newterm` and kept for the life of the process: curses'
/// own handler marks every screen as resized, and a recording's offscreen screen then resizes itself to the
/// terminfo default in its next `doupdate` and crashes inside curses. Ours does nothing but cut the wait in
/// `wget_wch` short; ``CursesTerminal`` asks the device for its size and resizes the one screen that shows it.
enum TerminalSignals {
    static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT]

    /// Installs the handlers; call before `newterm`, so curses keeps its own SIGINT/SIGTERM handlers out
    /// (it installs them only over default ones). Until ``armRestore(fd:savedModes:restoreBytes:)`` a crash
    /// just goes on to the previous handler.
    static func install() {
        pendingTermination.store(0, ordering: .sequentiallyConsistent)
        if !exitHookRegistered { atexit(restoreAtExit); exitHookRegistered = true }
        for signal in terminationSignals { install(signal, handler: recordTermination) }
        for signal in crashSignals { install(signal, handler: restoreThenForward) }
    }

    /// Installs the window-change handler once per process (with `SA_RESTART`, so other threads' reads go on;
    /// `poll` in `wget_wch` still returns early). Call before every `newterm`, so curses keeps its own out.
    static func ownWindowChanges() {
        guard !windowChangeHandlerInstalled else { return }
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = interruptWait
        action.sa_flags = SA_SIGINFO | SA_RESTART
        sigemptyset(&action.sa_mask)
        sigaction(SIGWINCH, &action, nil)
        windowChangeHandlerInstalled = true
    }

    /// Prepares the emergency restore once curses runs: `restoreBytes` undo what curses set up on `fd`, and
    /// `savedModes` are the terminal modes from before.
    static func armRestore(fd: Int32, savedModes: termios, restoreBytes: [UInt8]) {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, restoreBytes.count))
        _ = buffer.initialize(from: restoreBytes)
        emergency.fd = fd
        emergency.modes = savedModes
        emergency.bytes = UnsafeBufferPointer(start: buffer.baseAddress, count: restoreBytes.count)
        armed.store(true, ordering: .sequentiallyConsistent)
    }

    /// Forgets the emergency restore and puts the previous handlers back; call after `endwin`.
    static func disarm() {
        armed.store(false, ordering: .sequentiallyConsistent)
        for signal in terminationSignals + crashSignals where installed[Int(signal)] {
            sigaction(signal, previousActions + Int(signal), nil)
            installed[Int(signal)] = false
        }
        if let bytes = emergency.bytes { UnsafeMutableBufferPointer(mutating: bytes).deallocate() }
        emergency.bytes = nil
    }

    /// The termination signal that arrived since the last call, if any.
    static func takePendingTermination() -> Int32? {
        let signal = pendingTermination.exchange(0, ordering: .sequentiallyConsistent)
        return signal == 0 ? nil : signal
    }

    private static func install(_ signal: Int32,
                                handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = handler
        action.sa_flags = SA_SIGINFO
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, previousActions + Int(signal))
        installed[Int(signal)] = true
    }
}

/// The state the handlers read. Written only on the curses thread while the handlers are not armed.
private struct EmergencyRestore {
    var fd: Int32 = -1
    var modes = termios()
    var bytes: UnsafeBufferPointer<UInt8>?
}

nonisolated(unsafe) private var emergency = EmergencyRestore()
/// The handlers that were installed before ours, by signal number.
nonisolated(unsafe) private let previousActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    actions.initialize(repeating: sigaction(), count: 65)
    return actions
}()
nonisolated(unsafe) private var installed = [Bool](repeating: false, count: 65)
nonisolated(unsafe) private var exitHookRegistered = false
nonisolated(unsafe) private var windowChangeHandlerInstalled = false
private let armed = Atomic<Bool>(false)
private let pendingTermination = Atomic<Int32>(0)

/// Gives the terminal back without curses; async-signal-safe. Runs at most once per arming.
private func restoreTerminalNow() {
    guard armed.exchange(false, ordering: .sequentiallyConsistent) else { return }
    if let bytes = emergency.bytes, let base = bytes.baseAddress { _ = write(emergency.fd, base, bytes.count) }
    _ = tcsetattr(emergency.fd, TCSADRAIN, &emergency.modes)
}

private func recordTermination(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    if pendingTermination.exchange(signal, ordering: .sequentiallyConsistent) != 0 {
        restoreTerminalNow()
        _exit(128 + signal)
    }
}

/// Being called is all it does: the signal makes `poll` return early.
private func interruptWait(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {}

private func restoreThenForward(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    restoreTerminalNow()
    _ = sigaction(signal, previousActions + Int(signal), nil)
    // A fault raised by an instruction (si_code > 0) happens again when the handler returns and reaches the
    // previous handler with its real details; a signal sent by kill or abort is raised again instead.
    if (info?.pointee.si_code ?? 0) <= 0 { raise(signal) }
}

private func restoreAtExit() { restoreTerminalNow() }
