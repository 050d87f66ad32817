/// The app loop: state, update(event) -> commands, view(state) -> grid.
