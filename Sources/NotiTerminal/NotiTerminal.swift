/// The ncurses backend; see Terminal+Curses.swift.
