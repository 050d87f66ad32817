import CNcursesw
import Foundation
import NotiApp

/// One curses screen on one terminal device: opening checks everything and throws a one-line error;
/// closing gives the terminal back.
final class CursesSession {
    let terminalType: String
    let isUTF8: Bool
    let localeName: String
    let colorDepth: TerminalColorDepth
    /// The colour number meaning "the terminal's own colour": -1 when `use_default_colors` worked.
    let defaultForeground: Int32
    let defaultBackground: Int32
    /// Which emoji sequences the terminal joins into one glyph.
    let joining: ClusterJoining
    private let screen: OpaquePointer
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>

    private init(terminalType: String, isUTF8: Bool, localeName: String, colorDepth: TerminalColorDepth,
                 defaults: (Int32, Int32), joining: ClusterJoining, screen: OpaquePointer,
                 output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>) {
        self.terminalType = terminalType; self.isUTF8 = isUTF8; self.localeName = localeName
        self.colorDepth = colorDepth; (defaultForeground, defaultBackground) = defaults; self.joining = joining
        self.screen = screen; self.output = output; self.input = input
    }

    /// Sets the locale, opens and checks the device and its terminfo entry, installs the signal handlers and
    /// starts curses in raw, no-echo, keypad mode.
    static func open(device: CursesTerminal.Device, requestedType: String?, environment: [String: String]) throws -> CursesSession {
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
        let inputFD = dup(fd)
        let output = inputFD >= 0 ? fdopen(fd, "w") : nil
        let input = output != nil ? fdopen(inputFD, "r") : nil
        guard let output, let input else {
            let reason = String(cString: strerror(errno))
            if let output { fclose(output) } else { Glibc.close(fd) }
            if inputFD >= 0 { Glibc.close(inputFD) }
            throw TerminalError("no terminal: cannot open streams on \(device.path): \(reason)")
        }
        TerminalSignals.install()
        guard let screen = newterm(chosenType, output, input) else {
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

        var depth = TerminalColorDepth.monochrome
        var defaults: (Int32, Int32) = (-1, -1)
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        if has_colors() && !noColor && start_color() == OK {
            depth = ColorDowngrade.depth(colors: Int(notisim_colors()))
            if use_default_colors() != OK { defaults = (7, 0) }
        }
        TerminalSignals.armRestore(fd: fd, savedModes: savedModes, restoreBytes: restoreSequence())
        let joining = isUTF8 ? probeJoining(output: output, input: input) : .all
        return CursesSession(terminalType: chosenType, isUTF8: isUTF8, localeName: localeName, colorDepth: depth,
                             defaults: defaults, joining: joining, screen: screen, output: output, input: input)
    }

    /// Asks the terminal, on the alternate screen curses has just entered, which emoji sequences it joins; the
    /// next frame repaints the whole screen over the probe.
    private static func probeJoining(output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>) -> ClusterJoining {
        refresh()
        fflush(output)
        let joining = ClusterJoining.probe(input: fileno(input), output: fileno(output), timeout: joiningProbeTimeout)
        clearok(notisim_stdscr(), true)
        return joining
    }

    /// How long a terminal has to answer the cursor position requests of the joining probe.
    static let joiningProbeTimeout = Duration.milliseconds(300)

    /// Ends curses (leaving the alternate screen, restoring the saved terminal modes) and closes the device.
    func close() {
        endwin()
        delscreen(screen)
        TerminalSignals.disarm()
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
