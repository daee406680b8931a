/// Learner code says `import Combine`; on Linux that is OpenCombine, a maintained
/// implementation of Combine's API, re-exported whole.
@_exported import OpenCombine
