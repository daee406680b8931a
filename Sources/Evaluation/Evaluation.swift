public enum Evaluation {}
