import CNcursesw
import Foundation
import NotiTerminalPort

/// One curses screen on one terminal device: opening checks everything and throws a one-line error;
/// closing gives the terminal back.
///
/// With a recording, curses does not write to the terminal: it writes to a file that ``relay()`` copies to the
/// terminal and to the recording after every update. The recording then holds exactly the bytes the terminal got,
/// for the price of one copy; drawing each frame a second time on an offscreen curses screen instead added about a
/// quarter to the key-to-frame time, and a second screen in one process crashed curses on a resize. Curses sets
/// terminal modes only on the descriptor it writes to, so such a session sets the same modes itself
/// (``cursesModes(from:)``), gives curses the device's size, and puts the saved modes back on close.
final class CursesSession {
    let terminalType: String
    let isUTF8: Bool
    let localeName: String
    let colorDepth: TerminalColorDepth
    /// The colour number meaning "the terminal's own colour": -1 when `use_default_colors` worked.
    let defaultForeground: Int32
    let defaultBackground: Int32
    /// Which emoji sequences the terminal joins into one glyph.
    private(set) var joining = ClusterJoining.all
    private let screen: OpaquePointer
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    /// The terminal device; nil for an offscreen session.
    private let terminal: Int32?
    /// Where the bytes curses writes go besides the terminal when curses writes to a file (read back after every
    /// update); nil when curses writes to the terminal itself.
    private let recordingTap: ((UnsafeRawBufferPointer) -> Void)?
    /// The terminal's modes from before, for ``close()`` to put back when curses did not set them.
    private let modesToRestore: termios?
    /// Reused by ``relay()`` for what curses wrote.
    private var relayed: [UInt8] = []

    private init(terminalType: String, isUTF8: Bool, localeName: String, colors: (TerminalColorDepth, Int32, Int32),
                 screen: OpaquePointer, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>,
                 terminal: Int32?, recordingTap: ((UnsafeRawBufferPointer) -> Void)?, modesToRestore: termios?) {
        self.terminalType = terminalType; self.isUTF8 = isUTF8; self.localeName = localeName
        (colorDepth, defaultForeground, defaultBackground) = colors
        self.screen = screen; self.output = output; self.input = input
        self.terminal = terminal; self.recordingTap = recordingTap; self.modesToRestore = modesToRestore
    }

    /// Sets the locale, opens and checks the device and its terminfo entry, installs the signal handlers and
    /// starts curses in raw, no-echo, keypad mode. With `recordingTap`, curses writes to a file whose bytes
    /// ``relay()`` hands to the terminal and to `recordingTap`.
    static func open(device: CursesTerminal.Device, requestedType: String?, environment: [String: String],
                     recordingTap: ((UnsafeRawBufferPointer) -> Void)? = nil) throws -> CursesSession {
        setlocale(LC_ALL, "")
        let codeset = String(cString: notisim_codeset())
        let isUTF8 = codeset.uppercased().filter { $0 != "-" } == "UTF8"
        let localeName = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? codeset

        guard let type = requestedType ?? environment["TERM"], !type.isEmpty else {
            throw TerminalError("TERM is not set: set it to your terminal's type, e.g. xterm-256color")
        }
        let fd = Glibc.open(device.path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            throw TerminalError("no terminal: cannot open \(device.path): \(String(cString: strerror(errno)))")
        }
        guard isatty(fd) == 1 else {
            Glibc.close(fd)
            throw TerminalError("no terminal: \(device.path) is not a terminal")
        }
        let chosenType: String
        do {
            try checkSuitable(type: type, fd: fd)
            chosenType = directColorVariant(of: type, fd: fd, environment: environment) ?? type
        } catch {
            Glibc.close(fd)
            throw error
        }

        var savedModes = termios()
        tcgetattr(fd, &savedModes)
        let (output, input) = try streams(on: fd, device: device, relayed: recordingTap != nil)
        TerminalSignals.install()
        TerminalSignals.ownWindowChanges()
        let started = recordingTap == nil ? newterm(chosenType, output, input)
            : newScreen(type: chosenType, output: output, input: input, size: deviceSize(of: fd))
        guard let screen = started else {
            TerminalSignals.disarm()
            fclose(output); fclose(input)
            throw TerminalError("cannot start curses on terminal type '\(chosenType)'")
        }
        raw()
        noecho()
        nonl()
        keypad(notisim_stdscr(), true)
        set_escdelay(CursesTerminal.escapeDelayMilliseconds)
        curs_set(0)
        if recordingTap != nil {
            var modes = cursesModes(from: savedModes)
            tcsetattr(fd, TCSADRAIN, &modes)
        }
        let colors = startColors(allowed: (environment["NO_COLOR"] ?? "").isEmpty)
        TerminalSignals.armRestore(fd: fd, savedModes: savedModes, restoreBytes: restoreSequence())
        let session = CursesSession(terminalType: chosenType, isUTF8: isUTF8, localeName: localeName,
                                    colors: colors, screen: screen, output: output, input: input,
                                    terminal: fd, recordingTap: recordingTap, modesToRestore: recordingTap == nil ? nil : savedModes)
        if isUTF8 { session.joining = session.probeJoining() }
        return session
    }

    /// The streams curses writes to and reads from for the terminal `fd`, which they take over: both on the
    /// terminal, or when `relayed` a ``relayFile()`` to write to and the terminal to read from.
    private static func streams(on fd: Int32, device: CursesTerminal.Device,
                                relayed: Bool) throws -> (UnsafeMutablePointer<FILE>, UnsafeMutablePointer<FILE>) {
        if relayed {
            guard let output = relayFile() else {
                Glibc.close(fd)
                throw noRelayFile
            }
            guard let input = fdopen(fd, "r") else {
                let reason = String(cString: strerror(errno))
                fclose(output); Glibc.close(fd)
                throw TerminalError("no terminal: cannot open streams on \(device.path): \(reason)")
            }
            return (output, input)
        }
        let inputFD = dup(fd)
        let output = inputFD >= 0 ? fdopen(fd, "w") : nil
        let input = output != nil ? fdopen(inputFD, "r") : nil
        guard let output, let input else {
            let reason = String(cString: strerror(errno))
            if let output { fclose(output) } else { Glibc.close(fd) }
            if inputFD >= 0 { Glibc.close(inputFD) }
            throw TerminalError("no terminal: cannot open streams on \(device.path): \(reason)")
        }
        return (output, input)
    }

    /// A file for curses to write to that ``relay()`` reads back and empties after every update: one in memory, so the
    /// flush, read and truncation of a frame touch no disk; a temporary file where memfd_create(2) is not available.
    /// Either has the descriptor curses writes on.
    static func relayFile() -> UnsafeMutablePointer<FILE>? {
        let fd = notisim_memory_file("notisim-relay")
        if fd >= 0 {
            if let file = fdopen(fd, "w+") { return file }
            Glibc.close(fd)
        }
        return tmpfile()
    }

    /// Why a recording cannot start when ``relayFile()`` gives no file.
    private static var noRelayFile: TerminalError { TerminalError("cannot create a temporary file for the recording") }

    /// Curses on no terminal at all, for a recording of a headless run: what it writes for a `size` terminal of `type`
    /// goes to a file that ``relay()`` hands to `tap` (curses writes with write(2) on the stream's descriptor,
    /// so the file is what can be read back). The locale is switched to UTF-8 when it is not, as the recording is UTF-8.
    static func openOffscreen(type: String, size: TerminalSize, tap: @escaping (UnsafeRawBufferPointer) -> Void) throws -> CursesSession {
        setlocale(LC_ALL, "")
        if String(cString: notisim_codeset()).uppercased().filter({ $0 != "-" }) != "UTF8" { setlocale(LC_CTYPE, "C.UTF-8") }
        let isUTF8 = String(cString: notisim_codeset()).uppercased().filter { $0 != "-" } == "UTF8"
        let localeName = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
        guard let output = relayFile() else { throw noRelayFile }
        guard let input = fopen("/dev/null", "r") else {
            fclose(output)
            throw TerminalError("cannot open /dev/null for the recording's curses screen")
        }
        TerminalSignals.ownWindowChanges()
        guard let screen = newScreen(type: type, output: output, input: input, size: size) else {
            fclose(output); fclose(input)
            throw TerminalError("cannot start curses on terminal type '\(type)' for the recording")
        }
        nonl()
        curs_set(0)
        return CursesSession(terminalType: type, isUTF8: isUTF8, localeName: localeName, colors: startColors(allowed: true),
                             screen: screen, output: output, input: input, terminal: nil, recordingTap: tap, modesToRestore: nil)
    }

    /// `newterm` on an `output` that is no terminal, for a screen of `size` (curses takes the size of a screen that is
    /// no terminal from LINES and COLUMNS, else from the terminfo entry, which it keeps when `size` is nil).
    private static func newScreen(type: String, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>,
                                  size: TerminalSize?) -> OpaquePointer? {
        guard let size else { return newterm(type, output, input) }
        let savedSize: [(String, String?)] = ["LINES", "COLUMNS"].map { name in (name, getenv(name).map { String(cString: $0) }) }
        setenv("LINES", String(size.rows), 1)
        setenv("COLUMNS", String(size.cols), 1)
        defer { for (name, value) in savedSize { if let value { setenv(name, value, 1) } else { unsetenv(name) } } }
        return newterm(type, output, input)
    }

    /// Starts colour on the current screen when `allowed` and the terminal has it: the depth and the colour numbers
    /// of the terminal's own foreground and background.
    private static func startColors(allowed: Bool) -> (TerminalColorDepth, Int32, Int32) {
        guard allowed && has_colors() && start_color() == OK else { return (.monochrome, -1, -1) }
        let depth = ColorDowngrade.depth(colors: Int(notisim_colors()))
        return use_default_colors() == OK ? (depth, -1, -1) : (depth, 7, 0)
    }

    /// The modes curses gives a terminal it writes to (`raw()`, and `newterm`'s no echo and no carriage return or
    /// newline translation), made from the terminal's `saved` modes.
    static func cursesModes(from saved: termios) -> termios {
        var modes = saved
        modes.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        modes.c_iflag &= ~tcflag_t(ICRNL | INLCR | IGNCR | IXON | BRKINT | PARMRK)
        modes.c_oflag &= ~tcflag_t(ONLCR)
        withUnsafeMutableBytes(of: &modes.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return modes
    }

    /// Hands what curses wrote since the last call, when it writes to a file, to the terminal (if any) and to the
    /// recording, and empties the file; does nothing when curses writes to the terminal itself.
    func relay() {
        guard let recordingTap else { return }
        fflush(output)
        let fd = fileno(output)
        let length = Int(lseek(fd, 0, SEEK_END))
        guard length > 0 else { return }
        if relayed.count < length { relayed = [UInt8](repeating: 0, count: length) }
        let read = relayed.withUnsafeMutableBytes { pread(fd, $0.baseAddress, length, 0) }
        if read > 0 {
            relayed.withUnsafeBytes { buffer in
                let bytes = UnsafeRawBufferPointer(rebasing: buffer[..<read])
                if let terminal { Self.write(bytes, to: terminal) }
                recordingTap(bytes)
            }
        }
        _ = ftruncate(fd, 0)
        lseek(fd, 0, SEEK_SET)
    }

    /// Writes all of `bytes` to `fd`, going on after a partial write or an interruption; gives up on an error.
    private static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written > 0 { offset += written } else if written < 0 && errno == EINTR { continue } else { return }
        }
    }

    /// Asks the terminal, on the alternate screen curses has just entered, which emoji sequences it joins; the
    /// next frame repaints the whole screen over the probe. The probe goes to the terminal only, never to a recording.
    private func probeJoining() -> ClusterJoining {
        guard let terminal else { return .all }
        refresh()
        fflush(output)
        relay()
        let joining = ClusterJoining.probe(input: fileno(input), output: terminal, timeout: Self.joiningProbeTimeout)
        clearok(notisim_stdscr(), true)
        return joining
    }

    /// How long a terminal has to answer the cursor position requests of the joining probe.
    static let joiningProbeTimeout = Duration.milliseconds(300)

    /// The size the terminal device reports now (nil for an offscreen session or a device that does not say).
    func deviceSize() -> TerminalSize? { terminal.flatMap(Self.deviceSize(of:)) }

    private static func deviceSize(of fd: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
        return TerminalSize(cols: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Makes this session's screen the one curses draws on (a process may have a recording's offscreen screen too).
    func activate() { _ = set_term(screen) }

    /// Ends curses (leaving the alternate screen, restoring the saved terminal modes) and closes the device.
    func close() {
        endwin()
        relay()
        if let terminal, var modes = modesToRestore { tcsetattr(terminal, TCSADRAIN, &modes) }
        delscreen(screen)
        if terminal != nil { TerminalSignals.disarm() }
        fclose(output)
        fclose(input)
    }

    /// Throws when `type` has no terminfo entry or cannot address the cursor (`dumb`, hardcopy, generic).
    private static func checkSuitable(type: String, fd: Int32) throws {
        var status: Int32 = 0
        guard setupterm(type, fd, &status) == OK else {
            switch status {
            case 1: throw TerminalError("terminal type '\(type)' is a hardcopy terminal (use e.g. xterm-256color)")
            case 0: throw TerminalError("unknown terminal type '\(type)': no terminfo entry (use e.g. xterm-256color)")
            default: throw TerminalError("no terminfo database found for terminal type '\(type)'")
            }
        }
        let suitable = tigetflag("gn") <= 0 && tigetflag("hc") <= 0 && notisim_is_capability(tigetstr("cup")) != 0
        del_curterm(notisim_cur_term())
        guard suitable else {
            throw TerminalError("terminal type '\(type)' cannot move the cursor (use e.g. xterm-256color)")
        }
    }

    /// The 24-bit `-direct` terminfo variant of `type` when `COLORTERM` says the terminal takes 24-bit colour,
    /// `type` itself does not, and the variant is installed.
    private static func directColorVariant(of type: String, fd: Int32, environment: [String: String]) -> String? {
        guard ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "") else { return nil }
        var status: Int32 = 0
        guard setupterm(type, fd, &status) == OK else { return nil }
        let colors = tigetnum("colors")
        del_curterm(notisim_cur_term())
        guard colors < 1 << 24 else { return nil }
        let base = type.replacingOccurrences(of: "-256color", with: "").replacingOccurrences(of: "-color", with: "")
        let variant = base + "-direct"
        guard setupterm(variant, fd, &status) == OK else { return nil }
        let usable = notisim_is_capability(tigetstr("cup")) != 0
        del_curterm(notisim_cur_term())
        return usable ? variant : nil
    }

    /// Bytes that undo curses' setup without curses: reset attributes, keypad off, cursor on, leave the
    /// alternate screen.
    private static func restoreSequence() -> [UInt8] {
        var bytes: [UInt8] = []
        for name in ["sgr0", "rmkx", "cnorm", "rmcup"] {
            let value = tigetstr(name)
            if notisim_is_capability(value) != 0, let value { bytes += Array(String(cString: value).utf8) }
        }
        return bytes
    }
}
