/// A view or modifier that the runtime builds one of SwiftUI's public views from (a navigation
/// stack's bar, a sheet's box, a keyframe animation's frame). Its body is how the terminal draws
/// the public view, not code the learner wrote or could name, so it takes no place in
/// `bodyEvaluations` ("Bodies that ran"), as SwiftUI's own internals never show in
/// `_printChanges()`.
protocol ImplementationDetail {}
