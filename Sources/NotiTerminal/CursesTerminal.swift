import CNcursesw
import Foundation
import NotiTerminalPort
import NotiCore
import NotiLayout
import Synchronization

/// The ncurses terminal: draws grids on a real terminal and reads its keys.
///
/// Not `Sendable`: the compiler keeps every call on the one thread (isolation domain) that owns the
/// instance, which is all curses needs. At most one can run per process (curses and the signal handlers are
/// process-wide). See ``TerminalSignals`` for how signals and crashes restore the terminal.
package final class CursesTerminal: TerminalBackend {
    /// Which terminal to open.
    package enum Device: Sendable, Hashable {
        /// `/dev/tty`, the controlling terminal: works with stdin or stdout redirected or closed.
        case controllingTerminal
        /// A terminal device by path, e.g. a pseudo-terminal's slave side.
        case path(String)
        /// No terminal: curses writes for a terminal of this size, and only the recording sees it.
        case offscreen(TerminalSize)

        var path: String {
            switch self {
            case .controllingTerminal: return "/dev/tty"
            case .path(let path): return path
            case .offscreen: return "/dev/null"
            }
        }
    }

    /// The longest single wait in ``nextEvent(timeout:)``: bounds how late a signal that arrives just before
    /// curses starts waiting is noticed.
    static let waitSlice: Duration = .milliseconds(200)
    /// How many reads in a row failing at once mean the terminal is gone (reported as SIGHUP).
    static let hangupFailures = 100
    /// How long after an Esc byte curses waits for the rest of an escape sequence.
    static let escapeDelayMilliseconds: Int32 = 25

    private let device: Device
    private let requestedType: String?
    private let environment: [String: String]
    var session: CursesSession?
    var shownGrid: CellGrid?
    var pairCache = ColorPairCache(capacity: 0)
    var cursorShown = false
    /// Where every byte written to the terminal is recorded, if anywhere.
    private let recording: AsciicastRecording?
    private var recordingStart = ContinuousClock.now
    /// The time of what is written next, for a recording that follows another clock than the wall clock (a script's).
    package var recordingTime: Duration?

    /// What the terminal shows; meaningful once ``start()`` returned.
    package private(set) var capabilities = TerminalCapabilities(isUTF8: false, colorDepth: .monochrome)
    /// The terminfo type in use (it may be the `-direct` variant of `TERM` when `COLORTERM` asks for 24-bit colour).
    package private(set) var terminalType = ""
    /// A one-line warning for the user, e.g. that the locale is not UTF-8; nil when all is well.
    package private(set) var warning: String?

    /// A terminal on `device`; the type comes from `terminalType`, else `TERM` in `environment`, which also
    /// supplies `COLORTERM` and `NO_COLOR`.
    /// With `recording`, every byte curses writes to the terminal and every resize is recorded (on a terminal device,
    /// curses then writes to a file that is copied to the terminal and the recording after each update).
    package init(device: Device = .controllingTerminal, terminalType: String? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment, recording: AsciicastRecording? = nil) {
        self.device = device
        self.requestedType = terminalType
        self.environment = environment
        self.recording = recording
    }

    /// When the next recorded event happens: the script's time when set, else the wall time since the start.
    private var recordedNow: Duration { recordingTime ?? ContinuousClock.now - recordingStart }

    deinit { stop() }

    /// Whether the locale encodes UTF-8 (else the app draws ASCII only).
    package var isUTF8: Bool { capabilities.isUTF8 }

    /// Whether ``start()`` succeeded and ``stop()`` was not called since.
    package var isRunning: Bool { session != nil }

    package var size: TerminalSize {
        guard activated() != nil, let window = notisim_stdscr() else { return TerminalSize(cols: 0, rows: 0) }
        return TerminalSize(cols: Int(notisim_max_x(window)), rows: Int(notisim_max_y(window)))
    }

    package func start() throws {
        guard session == nil else { return }
        guard ownsTheTerminal else { return try open() }
        guard activeSession.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged else {
            throw TerminalError("a terminal session is already running in this process")
        }
        do { try open() } catch {
            activeSession.store(false, ordering: .sequentiallyConsistent)
            throw error
        }
    }

    /// Whether this terminal is the process's one real terminal (an offscreen one for a recording is not).
    private var ownsTheTerminal: Bool {
        if case .offscreen = device { return false }
        return true
    }

    /// The session's screen made curses' current one (a recording's offscreen screen may be current), nil when not running.
    func activated() -> CursesSession? {
        session?.activate()
        return session
    }

    private func open() throws {
        recordingStart = ContinuousClock.now
        let tap = recording.map { recording in { [unowned self] (bytes: UnsafeRawBufferPointer) in recording.output(bytes, at: recordedNow) } }
        let opened: CursesSession
        if case .offscreen(let size) = device {
            opened = try CursesSession.openOffscreen(type: requestedType ?? "xterm-256color", size: size, tap: tap ?? { _ in })
        } else {
            opened = try CursesSession.open(device: device, requestedType: requestedType, environment: environment, recordingTap: tap)
        }
        session = opened
        recording?.begin(size: size, terminalType: opened.terminalType)
        terminalType = opened.terminalType
        capabilities = TerminalCapabilities(isUTF8: opened.isUTF8, colorDepth: opened.colorDepth)
        warning = opened.isUTF8 ? nil : "the locale (\(opened.localeName)) is not UTF-8: drawing ASCII only; set LANG=C.UTF-8"
        pairCache = ColorPairCache(capacity: opened.colorDepth == .monochrome ? 0 : Int(notisim_color_pairs()) - 1)
        shownGrid = nil
        cursorShown = false
    }

    /// Ends curses and gives the terminal back; returns once the recording, if any, has every event in its file.
    package func stop() {
        guard let current = activated() else { return }
        session = nil
        shownGrid = nil
        current.close()
        recording?.flush()
        if ownsTheTerminal { activeSession.store(false, ordering: .sequentiallyConsistent) }
    }

    /// Waits in slices of at most ``waitSlice``; a terminal that went away is reported as
    /// `terminationRequested(signal: SIGHUP)`.
    package func nextEvent(timeout: Duration?) -> TerminalEvent? {
        guard let session = activated(), let window = notisim_stdscr() else { return nil }
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        var earlyFailures = 0
        while true {
            if let signal = TerminalSignals.takePendingTermination() { return .terminationRequested(signal: signal) }
            if let resized = resizeFromDevice() { return resized }
            var wait = Self.waitSlice
            if let deadline { wait = max(.zero, min(wait, deadline - clock.now)) }
            wtimeout(window, Self.milliseconds(wait))
            var input: wint_t = 0
            let waitStarted = clock.now
            let status = wget_wch(window, &input)
            // Waiting may write: curses refreshes a changed window and turns keypad mode on first.
            session.relay()
            // A terminal that went away without a SIGHUP (its other side closed) fails every read at once.
            let failedEarly = status == ERR && wait >= .milliseconds(10) && clock.now - waitStarted < .milliseconds(1)
            earlyFailures = failedEarly ? earlyFailures + 1 : 0
            if earlyFailures >= Self.hangupFailures { return .terminationRequested(signal: SIGHUP) }
            if status == notisim_key_code_yes() {
                if Int32(input) == KEY_RESIZE { return resized(to: size) }
                if let key = CursesKeyDecoder.key(forKeyCode: Int32(input)) { return .key(key) }
            } else if status == OK {
                if let key = CursesKeyDecoder.key(forCharacter: UInt32(input)) { return .key(key) }
            }
            if let deadline, clock.now >= deadline {
                return TerminalSignals.takePendingTermination().map { .terminationRequested(signal: $0) }
            }
        }
    }

    /// The resize to report when the device's size differs from curses': curses is kept out of SIGWINCH (see
    /// ``TerminalSignals``), whose handler only cuts the wait short, so the device is asked before every wait.
    /// That also catches a signal delivered to another thread, or a size set with no signal at all.
    private func resizeFromDevice() -> TerminalEvent? {
        guard let actual = session?.deviceSize(), actual != size else { return nil }
        resize_term(Int32(actual.rows), Int32(actual.cols))
        return resized(to: actual)
    }

    /// The resize event for curses' screen having become `newSize`, noted in the recording; the next frame repaints all.
    private func resized(to newSize: TerminalSize) -> TerminalEvent {
        invalidate()
        recording?.resize(to: newSize, at: recordedNow)
        return .resize(cols: newSize.cols, rows: newSize.rows)
    }

    /// Resizes an ``Device/offscreen(_:)`` terminal (a real one changes size by itself); the recording notes it.
    package func resize(to newSize: TerminalSize) {
        guard activated() != nil, case .offscreen = device else { return }
        resizeterm(Int32(newSize.rows), Int32(newSize.cols))
        invalidate()
        recording?.resize(to: newSize, at: recordedNow)
        session?.relay()
    }

    package func bell() {
        guard let session = activated() else { return }
        beep()
        session.relay()
    }

    /// Whole milliseconds in `duration`, rounded up so a short wait never becomes a busy poll.
    static func milliseconds(_ duration: Duration) -> Int32 {
        Int32(clamping: duration.whole(.milliseconds, roundingUp: true))
    }
}

/// Whether a ``CursesTerminal`` is running in this process.
private let activeSession = Atomic<Bool>(false)
