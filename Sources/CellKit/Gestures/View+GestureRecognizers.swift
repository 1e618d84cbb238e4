extension View {
    /// Attaches `recognizer` to this view, taking it from the view it was attached to. A view with a recognizer
    /// receives taps only if `isUserInteractionEnabled` is true; labels and image views start with it false.
    public func addGestureRecognizer(_ recognizer: TapGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    /// Detaches `recognizer` from this view.
    public func removeGestureRecognizer(_ recognizer: TapGestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self {
            recognizer.view = nil
        }
    }
}
